import { useMemo } from 'react';
import { BulkDeleteButton, CreateButton, FilterButton, TopToolbar } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/core/define';
import { DateRangeFilterSync } from '../../components/date-range';
import { IfAction } from '../../platform/IfAction';
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

/** Above the list: date-range presets, "add filter", create and export (each when the user may, spec §6). */
export function ListActions({ def }: Props) {
  const ranges = useMemo(() => dateRangeFilters(def), [def]);
  return (
    <TopToolbar>
      {ranges.length > 0 && <DateRangeFilterSync fields={ranges} />}
      {(def.list?.filters?.length ?? 0) > 0 && !def.listPanel?.filters && <FilterButton />}
      <IfAction resource={def.name} action="add">
        <CreateButton />
      </IfAction>
      <IfAction resource={def.name} action="export">
        <ServerExportButton def={def} />
      </IfAction>
      {def.listActions?.map((Action, index) => (
        <Action key={index} />
      ))}
    </TopToolbar>
  );
}

/** Actions on the selected rows (each when the user may, spec §6). */
export function BulkActions({ def }: Props) {
  return (
    <>
      <IfAction resource={def.name} action="export">
        <ServerExportButton def={def} selected />
      </IfAction>
      <IfAction resource={def.name} action="delete">
        <BulkDeleteButton mutationMode="pessimistic" />
      </IfAction>
      {def.bulkActions?.map((Action, index) => (
        <Action key={index} />
      ))}
    </>
  );
}
