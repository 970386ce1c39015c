import CancelIcon from '@mui/icons-material/Cancel';
import { Box, Button, Chip } from '@mui/material';
import { useMemo } from 'react';
import {
  RecordContextProvider,
  ReferenceField,
  TextField as TextValue,
  useGetList,
  useListContext,
  useTranslate,
} from 'react-admin';
import { buildChips, withoutKeys, type FilterChip, type OptionList } from './filterModel';
import { useFilterOptions } from '../api';
import { useOptionList } from './useOptionList';

/** The label of a chip's field. */
function useFieldLabel() {
  const translate = useTranslate();
  return (field: string) => {
    if (field === 'q') return translate('app.customer_filters.keyword');
    if (field === 'area_code') return translate('app.customer_filters.area');
    return translate(`resources.customer.fields.${field}`, { _: field });
  };
}

/** An area code as its name (`GET /area?area_code=`), the code while it loads. */
function AreaName({ code }: { code: string }) {
  const { data } = useGetList<{ id: number; name: string }>('area', {
    filter: { area_code: code },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'area_code', order: 'ASC' },
  });
  return <>{data?.[0]?.name ?? code}</>;
}

/** Option ids as their names (the id while the options load); a whole channel group as "All of …". */
function OptionNames({ list, ids }: { list: OptionList; ids: readonly string[] }) {
  const translate = useTranslate();
  const { options } = useOptionList(list);
  const channels = useFilterOptions().data?.channel;
  const group =
    list === 'channel' && ids.length > 1
      ? channels?.find((c) => c.child.map((s) => String(s.id)).join(',') === ids.join(','))
      : undefined;
  if (group) return <>{translate('app.customer_filters.channel_all', { name: group.name })}</>;
  return <>{ids.map((id) => options.find((o) => String(o.id) === id)?.name ?? id).join(', ')}</>;
}

function ChipValue({ chip }: { chip: FilterChip }) {
  const translate = useTranslate();
  switch (chip.kind) {
    case 'text':
      return chip.field === 'area_code' ? <AreaName code={chip.text} /> : <>{chip.text}</>;
    case 'choice':
      return (
        <>
          {chip.values
            .map((v) =>
              chip.field === 'is_vip'
                ? translate(`app.enums.boolean.${v === 'true' || v === '1' ? 'true' : 'false'}`)
                : translate(`resources.customer.enums.${chip.field}.${v}`, { _: v }),
            )
            .join(', ')}
        </>
      );
    case 'range':
      return (
        <>
          {chip.from !== undefined && chip.to !== undefined
            ? translate('app.customer_filters.range.value', { from: chip.from, to: chip.to })
            : chip.from !== undefined
              ? translate('app.customer_filters.range.at_least', { from: chip.from })
              : translate('app.customer_filters.range.at_most', { to: chip.to })}
        </>
      );
    case 'option':
      return <OptionNames list={chip.list} ids={chip.ids} />;
    case 'reference':
      return (
        <>
          {chip.ids.map((id, index) => (
            <RecordContextProvider key={id} value={{ id, [chip.field]: id }}>
              {index > 0 && ', '}
              <ReferenceField source={chip.field} reference={chip.resource} link={false} emptyText={id}>
                <TextValue source="name" variant="inherit" />
              </ReferenceField>
            </RecordContextProvider>
          ))}
        </>
      );
  }
}

/** The active filters above the table, one removable chip each ("field: value"), and "clear all". */
export function FilterChips() {
  const translate = useTranslate();
  const fieldLabel = useFieldLabel();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const chips = useMemo(() => buildChips(filterValues), [filterValues]);
  if (chips.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label={translate('app.customer_filters.chips.label')}
      data-testid="filter-chips"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, px: 2, py: 1 }}
    >
      {chips.map((chip) => {
        const name = fieldLabel(chip.field);
        return (
          <Chip
            key={chip.id}
            size="small"
            data-filter={chip.id}
            label={
              <>
                {name}: <ChipValue chip={chip} />
              </>
            }
            onDelete={() => setFilters(withoutKeys(filterValues, chip.keys), displayedFilters)}
            deleteIcon={
              <CancelIcon
                role="button"
                aria-hidden={false}
                aria-label={translate('app.customer_filters.chips.remove', { name })}
              />
            }
          />
        );
      })}
      <Button size="small" onClick={() => setFilters({}, {})} data-testid="clear-filters">
        {translate('app.customer_filters.chips.clear_all')}
      </Button>
    </Box>
  );
}
