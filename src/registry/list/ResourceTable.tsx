import { Card } from '@mui/material';
import { useMemo } from 'react';
import { ListBase, useListContext, type RowClickFunction } from 'react-admin';
import type { ResourceName, SortOrder } from '../../../resources/core/define';
import { ListLoadError } from '../../components/LoadError';
import { useRegistry } from '../../platform/RegistryContext';
import {
  useResourceDefinitionOf,
  type FieldOf,
  type RecordOfResource,
} from '../../platform/useResourceDefinition';
import { EmptyList } from './EmptyList';
import { listQueryOf } from './listQuery';
import { ListPagination } from './ListPagination';
import { ResourceDataTable, type ResourceDataTableProps } from './ResourceDataTable';

export interface ResourceTableProps<R extends ResourceName> {
  resource: R;
  /** Permanent filter, e.g. `{ customer_id }` on a customer's detail page. */
  filter?: Partial<RecordOfResource<R>>;
  sort?: { field: FieldOf<R> | 'id'; order: SortOrder };
  perPage?: number;
  /** Row selection with the resource's bulk actions (off in embedded tables). */
  bulkActions?: boolean;
  rowClick?: false | 'show' | 'edit' | RowClickFunction;
  /**
   * The table's record count, when the page knows it (a tab's count): while the first page loads,
   * the table takes the room its rows will (none: the empty state), so nothing below it moves.
   */
  expectedCount?: number;
}

/**
 * A resource's generated table for a bespoke page (e.g. a tab of a detail page): the same columns,
 * cells, sort, row click and S19 pagination as its list screen, with a fixed filter, no title, and
 * without touching the page URL.
 */
export function ResourceTable<R extends ResourceName>({
  resource,
  filter,
  sort,
  perPage,
  bulkActions = false,
  rowClick,
  expectedCount,
}: ResourceTableProps<R>) {
  const def = useResourceDefinitionOf(resource);
  const registry = useRegistry();
  // A column the table is filtered on would repeat the same value in every row.
  const hidden = Object.keys(filter ?? {});
  const hiddenKey = hidden.join('\n');
  // The resource's list defaults, and the records its rows point at asked with the page
  // (`meta.prefetch`, as its list screen asks): no second round trip before the rows show. The
  // column filtered on is left out, its record is the page's own (the customer of a detail tab).
  const query = useMemo(() => {
    const { meta, ...defaults } = listQueryOf(def, registry);
    const filteredOn = new Set(hiddenKey.split('\n'));
    const shown = meta.prefetch.filter((p) => !filteredOn.has(p.field));
    return { ...defaults, queryOptions: { meta: { prefetch: shown } } };
  }, [def, registry, hiddenKey]);
  return (
    <ListBase
      resource={def.name}
      filter={filter}
      sort={sort ?? query.sort}
      perPage={perPage ?? query.perPage}
      queryOptions={query.queryOptions}
      disableSyncWithLocation
      storeKey={false}
    >
      <Card
        variant="outlined"
        className={`table-${def.name}`}
        sx={{ overflowX: 'auto', contain: 'inline-size' }}
      >
        <TableOrEmpty
          def={def}
          bulkActions={bulkActions}
          rowClick={rowClick}
          hiddenColumns={hidden}
          expectedRows={expectedCount}
        />
      </Card>
    </ListBase>
  );
}

function TableOrEmpty(props: ResourceDataTableProps) {
  const { isPending, total, error } = useListContext();
  if (error != null) return <ListLoadError />;
  // An embedded table offers no "create": the page that embeds it knows what a new record needs.
  if (isPending ? props.expectedRows === 0 : total === 0)
    return <EmptyList def={props.def} canCreate={false} />;
  return (
    <>
      <ResourceDataTable {...props} />
      <ListPagination />
    </>
  );
}
