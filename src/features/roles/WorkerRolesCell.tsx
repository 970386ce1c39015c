import { Chip, Stack } from '@mui/material';
import { useFieldValue, useGetManyAggregate } from 'react-admin';
import type { FieldSlotProps } from '../../../resources/core/define';

const isId = (value: unknown): value is number | string =>
  typeof value === 'number' || (typeof value === 'string' && value !== '');

/**
 * A worker's roles (`role_ids`) as chips of the roles' names, on the worker list and detail page.
 * The look-ups of a page's rows are batched into one request, and the names the list's reference
 * column already fetched show at once.
 */
export function WorkerRolesCell({ source }: FieldSlotProps) {
  const value: unknown = useFieldValue({ source });
  const ids = Array.isArray(value) ? value.filter(isId) : [];
  const { data } = useGetManyAggregate('role', { ids }, { enabled: ids.length > 0 });
  if (ids.length === 0 || !data) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {data.map((role) => (
        <Chip key={role.id} size="small" variant="outlined" label={String(role.name ?? role.id)} />
      ))}
    </Stack>
  );
}
