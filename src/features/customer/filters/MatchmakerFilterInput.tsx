import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useMatchmakerGroups } from '../api';

interface Option {
  id: string;
  name: string;
  group: string;
}

/** The matchmaker, chosen in the grouped matchmaker list (spec §7 tree=1): sends `worker_id`. */
export function MatchmakerFilterInput({ width }: { width: number }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'worker_id' });
  const { data, isPending } = useMatchmakerGroups();
  const options = useMemo<Option[]>(
    () =>
      (data ?? []).flatMap((group) =>
        group.child.map((m) => ({ id: String(m.id), name: m.name, group: group.name })),
      ),
    [data],
  );
  const wanted = field.value === '' || field.value == null ? '' : String(field.value);
  const value = options.find((o) => o.id === wanted) ?? null;
  return (
    <Autocomplete
      size="small"
      options={options}
      value={value}
      loading={isPending}
      groupBy={(o) => o.group}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, chosen) => field.onChange(chosen ? Number(chosen.id) : '')}
      renderInput={(params) => (
        <TextField {...params} label={translate('resources.customer.fields.worker_id')} />
      )}
      sx={{ width }}
      data-testid="matchmaker-filter"
    />
  );
}
