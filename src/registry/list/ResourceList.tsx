import { useMemo, type ReactElement } from 'react';
import { List, useGetResourceLabel } from 'react-admin';
import { ExplainedTitle } from '../../components/ExplainedTitle';
import { ListLoadError } from '../../components/LoadError';
import { useRegistry } from '../../platform/RegistryContext';
import { EmptyList } from './EmptyList';
import { buildFilters } from './filters';
import { ListActions } from './ListActions';
import { ListPagination } from './ListPagination';
import { listQueryOf } from './listQuery';
import { ResourceDataTable } from './ResourceDataTable';
import type { ScreenProps } from '../screenProps';

/**
 * Wide tables scroll inside the list, never the whole page: the list takes the width it is
 * given (inline-size containment), not the width of its table.
 */
const listSx = {
  '& .RaList-main': { contain: 'inline-size', minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
} as const;

export interface ResourceListProps extends ScreenProps {
  /** Permanent filter the user cannot remove (a view of the resource: the customer life-cycle lists). */
  filter?: Record<string, unknown>;
  /** Where the list keeps its parameters (a view needs its own; default: the resource name). */
  storeKey?: string;
  /** The header title (default: the resource's name, with the help of its explanation if it has one). */
  title?: string | ReactElement;
}

/** The generated list: server paging, sort, search and filters, bulk actions, CSV export. */
export function ResourceList({ def, filter, storeKey, title, accessChecked }: ResourceListProps) {
  const filters = useMemo(() => buildFilters(def), [def]);
  // Sort, page size and the records the rows point at (`meta.prefetch`, issue 8): as the request
  // sent while the app booted asked them.
  const registry = useRegistry();
  const { sort, perPage, meta } = useMemo(() => listQueryOf(def, registry), [def, registry]);
  const queryOptions = useMemo(() => ({ meta }), [meta]);
  const panel = def.listPanel;
  const listKey = storeKey ?? def.name;
  const getResourceLabel = useGetResourceLabel();
  const explanation = def.list?.explanation;
  const heading =
    title ??
    (explanation ? (
      <ExplainedTitle title={getResourceLabel(def.name, 2)} explanation={explanation} />
    ) : undefined);
  return (
    <List
      resource={def.name}
      filter={filter}
      storeKey={storeKey}
      title={heading}
      className={`list-${def.name}`}
      sort={sort}
      perPage={perPage}
      filters={filters.length ? filters : undefined}
      actions={<ListActions def={def} />}
      pagination={<ListPagination />}
      empty={<EmptyList def={def} />}
      error={<ListLoadError />}
      exporter={def.can('export') ? undefined : false}
      aside={panel ? <panel.aside def={def} listKey={listKey} /> : undefined}
      sx={listSx}
      disableAuthentication={accessChecked}
      queryOptions={queryOptions}
    >
      {panel?.header && <panel.header def={def} listKey={listKey} />}
      <ResourceDataTable def={def} />
    </List>
  );
}
