import { TableCell, TableSortLabel } from '@mui/material';
import {
  DataTableClasses,
  FieldTitle,
  useDataTableCallbacksContext,
  useDataTableSortContext,
  useDataTableStoreContext,
  useResourceContext,
  useStore,
  useTranslate,
  useTranslateLabel,
  type DataTableColumnProps,
  type SortPayload,
} from 'react-admin';
import type { ReactNode } from 'react';
import { LazyTooltip } from '../../components/LazyTooltip';

const OPPOSITE: Record<SortPayload['order'], SortPayload['order']> = { ASC: 'DESC', DESC: 'ASC' };

/**
 * The header cell of a column of the generated tables: react-admin's `DataTableHeadCell` (same
 * class names, sort label and "Sort by …" name) with the sort tooltip mounted on hover or keyboard
 * focus. MUI's Tooltip sets its own state while the table is put on screen, and those updates (one
 * per sortable column) made React finish all the page's effects before the browser could paint
 * the rows (issue 8).
 */
export function PlainHeadCell(props: DataTableColumnProps) {
  const { className, headerClassName, disableSort, source, label, sortByOrder, align } = props;
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const sort = useDataTableSortContext();
  const { handleSort } = useDataTableCallbacksContext();
  const [hiddenColumns] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  if (hiddenColumns.includes(source ?? (typeof label === 'string' ? label : ''))) return null;
  const title = <FieldTitle label={label} source={source} resource={resource} />;
  const classes = [DataTableClasses.headerCell, className, headerClassName, `column-${source}`];
  const cell = (content: ReactNode) => (
    <TableCell className={classes.filter(Boolean).join(' ')} variant="head" align={align}>
      {content}
    </TableCell>
  );
  if (!handleSort || !sort || disableSort || !source) return cell(title);
  const nextOrder = sort.field === source ? OPPOSITE[sort.order] : (sortByOrder ?? 'ASC');
  const fieldLabel = translateLabel({
    label: typeof label === 'string' ? label : undefined,
    resource,
    source,
  });
  const sortLabel = translate('ra.sort.sort_by', {
    field: fieldLabel,
    field_lower_first:
      typeof fieldLabel === 'string' ? fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1) : undefined,
    order: translate(`ra.sort.${nextOrder}`),
    _: translate('ra.action.sort'),
  });
  return cell(
    <LazyTooltip title={sortLabel} placement={align === 'right' ? 'bottom-end' : 'bottom-start'}>
      <TableSortLabel
        active={sort.field === source}
        direction={sort.order === 'ASC' ? 'asc' : 'desc'}
        data-field={source}
        data-order={sortByOrder ?? 'ASC'}
        aria-label={sortLabel}
        onClick={handleSort}
      >
        {title}
      </TableSortLabel>
    </LazyTooltip>,
  );
}
