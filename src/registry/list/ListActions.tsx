import { useMemo } from 'react';
import { BulkDeleteButton, CreateButton, FilterButton, TopToolbar } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/core/define';
import { DateRangeFilterSync } from '../../components/date-range';
import { ServerExportButton } from './ServerExportButton';

interface Props {
  def: ResourceDefinition;
}

/** Filters of a list that are date ranges (`date`/`datetime` widgets without a filter override). */
export function dateRangeFilters(def: ResourceDefinition): string[] {
  return (def.list?.filters ?? []).filter((name) => {
    const info = def.fieldMap[name];
    return (
      !!info &&
      !info.meta.reference &&
      !def.fields?.[name]?.filter &&
      (info.widget === 'date' || info.widget === 'datetime')
    );
  });
}

/** Above the list: date-range presets, "add filter", create and export. */
export function ListActions({ def }: Props) {
  const ranges = useMemo(() => dateRangeFilters(def), [def]);
  return (
    <TopToolbar>
      {ranges.length > 0 && <DateRangeFilterSync fields={ranges} />}
      {(def.list?.filters?.length ?? 0) > 0 && <FilterButton />}
      {def.can('create') && <CreateButton />}
      {def.can('export') && <ServerExportButton />}
    </TopToolbar>
  );
}

/** Actions on the selected rows. */
export function BulkActions({ def }: Props) {
  return (
    <>
      {def.can('export') && <ServerExportButton selected />}
      {def.can('delete') && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );
}
