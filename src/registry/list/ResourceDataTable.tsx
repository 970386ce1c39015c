import { alpha, type Theme } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { DataTable, useCreatePath, useListContext, useTranslate, type RowClickFunction } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/core/define';
import { CellAccessContext, FieldCell } from '../cells';
import { cellSx } from '../cellStyles';
import { PageReferencesProvider, usePageReferencesPending, useReferenceColumns } from '../references';
import { canActionOn, sessionAccess, useCanAction, useSessionQuery } from '../../platform/session';
import { BulkActions } from './ListActions';
import { PlainColumn, plainCellSx } from './PlainColumn';
import { PlainBody, plainRowSx } from './PlainRow';
import { columnsOf, hasRowActions, HEADER_HEIGHT, isNumeric, rowHeightOf } from './columns';
import { RowActions, type RowEdit } from './RowActions';
import { TableSkeleton } from './TableSkeleton';

export interface ResourceDataTableProps {
  def: ResourceDefinition;
  /** Row selection with bulk export/delete (when the resource allows them). */
  bulkActions?: boolean;
  /** Row click: the detail page when there is one, else the edit form. */
  rowClick?: false | 'show' | 'edit' | RowClickFunction;
  /** Columns left out (e.g. the field an embedded table is filtered on). */
  hiddenColumns?: readonly string[];
  /**
   * The rows the first page will have, when the page knows (a count it shows): the skeleton is that
   * tall, not a full page, so what sits below the table does not move when the rows come.
   */
  expectedRows?: number;
}

/** The row actions' column: kept in view at the right edge while a wide table scrolls sideways. */
const ACTIONS_CELL = 'row-actions-cell';

const tableSx = (theme: Theme) => ({
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  [`& td.${ACTIONS_CELL}, & th.${ACTIONS_CELL}`]: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    // The shadow a light page shows faintly needs more strength to show on a dark one.
    boxShadow: `-8px 0 8px -8px ${alpha(theme.palette.common.black, theme.palette.mode === 'light' ? 0.18 : 0.6)}`,
  },
  [`& th.${ACTIONS_CELL}`]: { zIndex: 3 },
  // Opaque (it covers the cells scrolling under it), with the hover shade of its row over the paper.
  [`& tr:hover td.${ACTIONS_CELL}`]: {
    background: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover}) ${theme.palette.background.paper}`,
  },
  '& .RaDataTable-headerCell': { whiteSpace: 'nowrap', fontWeight: 600 },
  // The bulk toolbar covers the header row: slid above the table (react-admin's default) the
  // list's scrolling content would clip it.
  // Above the sticky row-actions column too.
  '& .MuiToolbar-root.RaBulkActionsToolbar-toolbar': { transform: 'none', zIndex: 4 },
  '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
    height: HEADER_HEIGHT,
    minHeight: HEADER_HEIGHT,
  },
});

/**
 * The generated table of a resource inside a list context (a `<List>` screen or a `<ListBase>`
 * block): its columns, cells, sort and row actions, a skeleton of the final size while the first
 * page and the records it references load.
 */
export function ResourceDataTable({
  def,
  bulkActions = true,
  rowClick,
  hiddenColumns,
  expectedRows,
}: ResourceDataTableProps) {
  // By value: callers pass a new array on every render.
  const hiddenKey = hiddenColumns?.join('\n') ?? '';
  const columns = useMemo(() => {
    const hidden = new Set(hiddenKey.split('\n'));
    return columnsOf(def).filter((info) => !hidden.has(info.name));
  }, [def, hiddenKey]);
  const references = useReferenceColumns(columns);
  // The rights come with the session, known at once (issue 8: nothing more to wait for); an
  // embedded table rendered before it is in waits for it.
  const { data: session, isPending: sessionPending } = useSessionQuery();
  const access = useMemo(() => sessionAccess(session), [session]);
  const canEdit = !!session && canActionOn(session, def, 'edit');
  // A row opens what the user may open: its detail, else its form, else nothing (no 403 page a click away).
  const canShow = !!session && canActionOn(session, def, 'get');
  const translate = useTranslate();
  const createPath = useCreatePath();
  const canBulkDelete = useCanAction({ resource: def.name }, 'delete');
  const canBulkExport = useCanAction({ resource: def.name }, 'export');
  const bulk = bulkActions && (canBulkDelete || canBulkExport || !!def.bulkActions?.length);
  const actions = hasRowActions(def);
  const rowHeight = useMemo(() => rowHeightOf({ columns, bulk, actions }), [columns, bulk, actions]);

  const edit = useMemo<RowEdit | undefined>(
    () =>
      canEdit
        ? {
            label: translate('ra.action.edit'),
            pathOf: (id) => createPath({ resource: def.name, id, type: 'edit' }),
          }
        : undefined,
    [def, canEdit, translate, createPath],
  );
  // The column elements, made once: DataTable hands them to every row, and a row (memoised)
  // renders again only when they change, not whenever the table does (issue 8).
  const cols = useMemo(
    () => [
      ...columns.map((info) => (
        <PlainColumn
          key={info.name}
          source={info.name}
          align={isNumeric(info) ? 'right' : 'left'}
          disableSort={info.kind === 'array' || !!info.meta.permission}
        >
          <FieldCell def={def} info={info} />
        </PlainColumn>
      )),
      actions ? (
        <PlainColumn
          key={ACTIONS_CELL}
          align="right"
          disableSort
          cellClassName={ACTIONS_CELL}
          headerClassName={ACTIONS_CELL}
        >
          <RowActions def={def} edit={edit} />
        </PlainColumn>
      ) : null,
    ],
    [def, columns, actions, edit],
  );
  const sx = useMemo(
    () =>
      [
        tableSx,
        plainCellSx,
        plainRowSx,
        cellSx,
        {
          '& thead .RaDataTable-row': { height: HEADER_HEIGHT },
          '& tbody .RaDataTable-row': { height: rowHeight },
        },
      ] as const,
    [rowHeight],
  );

  return (
    <CellAccessContext.Provider value={access}>
      <PageReferencesProvider columns={references}>
        <WhenLoaded rowHeight={rowHeight} settling={sessionPending} expectedRows={expectedRows}>
          <DataTable
            rowClick={rowClick ?? (canShow ? 'show' : canEdit ? 'edit' : false)}
            bulkActionButtons={bulk ? <BulkActions def={def} /> : false}
            size="small"
            body={PlainBody}
            sx={sx}
          >
            {cols}
          </DataTable>
        </WhenLoaded>
      </PageReferencesProvider>
    </CellAccessContext.Provider>
  );
}

interface WhenLoadedProps {
  rowHeight: number;
  /** Facts the cells depend on are still coming (permissions for masked values, the edit right). */
  settling: boolean;
  expectedRows?: number;
  children: ReactNode;
}

/**
 * The skeleton until the first page, the records it references and the user's rights are in, so
 * that rows appear once, complete; afterwards the rows stay (a new page or sort keeps the previous
 * rows until the next ones are there).
 */
function WhenLoaded({ rowHeight, settling, expectedRows, children }: WhenLoadedProps) {
  const { isPending, perPage, error } = useListContext();
  const referencesPending = usePageReferencesPending();
  const [loaded, setLoaded] = useState(false);
  // Errors are react-admin's to show.
  const complete = error != null || (!isPending && !referencesPending && !settling);
  // The rows replace the skeleton in the same render (state adjusted while rendering, no effect
  // and second commit), and not as a transition: in slices of a few milliseconds, each yielding a
  // frame, a hundred rows took 260–330 ms instead of 110–140 ms (issue 8).
  if (complete && !loaded) setLoaded(true);
  if (!loaded) {
    const rows = expectedRows === undefined ? perPage : Math.min(expectedRows, perPage);
    return <TableSkeleton rows={rows} rowHeight={rowHeight} headerHeight={HEADER_HEIGHT} />;
  }
  return children;
}
