import { useMemo } from 'react';
import { List } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/core/define';
import { EmptyList } from './EmptyList';
import { buildFilters } from './filters';
import { ListActions } from './ListActions';
import { ListPagination } from './ListPagination';
import { ResourceDataTable } from './ResourceDataTable';

/**
 * Wide tables scroll inside the list, never the whole page: the list takes the width it is
 * given (inline-size containment), not the width of its table.
 */
const listSx = {
  '& .RaList-main': { contain: 'inline-size', minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
} as const;

/** The generated list: server paging, sort, search and filters, bulk actions, CSV export. */
export function ResourceList({ def }: { def: ResourceDefinition }) {
  const filters = useMemo(() => buildFilters(def), [def]);
  return (
    <List
      resource={def.name}
      className={`list-${def.name}`}
      sort={def.list?.sort ?? { field: 'id', order: 'DESC' }}
      perPage={def.list?.perPage ?? 10}
      filters={filters.length ? filters : undefined}
      actions={<ListActions def={def} />}
      pagination={<ListPagination />}
      empty={<EmptyList def={def} />}
      exporter={def.can('export') ? undefined : false}
      sx={listSx}
    >
      <ResourceDataTable def={def} />
    </List>
  );
}
