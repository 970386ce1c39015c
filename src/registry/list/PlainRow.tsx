import { alpha, type Theme } from '@mui/material/styles';
import { createContext, memo, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import {
  DataTableBody,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useEvent,
  useGetPathForRecordCallback,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type DataTableBodyProps,
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PLAIN_CELL } from './PlainColumn';

/** The class of the plain selection checkbox; its look is the table's (`plainRowSx`). */
const SELECT = 'RegistryCell-select';

/** A 24 px icon's shape, drawn in the text colour through a mask (no element, no component). */
const iconMask = (path: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill-rule="evenodd" d="${path}"/></svg>`,
  )}")`;
/** An 18 px square with rounded corners, as MUI's checkbox icons draw it. */
const BOX = 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z';
/** The empty box: a 2 px frame. */
const UNCHECKED_MASK = iconMask(`${BOX}M5 5v14h14V5z`);
/** The filled box, the tick cut out of it. */
const CHECKED_MASK = iconMask(`${BOX}M10 16.6 5.6 12.2 7 10.8l3 3 7-7 1.4 1.4z`);

/** What every row of a table shares, worked out once by the body. */
interface RowBehaviour {
  hover: boolean;
  bulk: boolean;
  clickable: boolean;
  selectLabel: string;
  selectable: (record: RaRecord) => boolean;
  open: (record: RaRecord, event: MouseEvent) => void;
  toggle: (record: RaRecord, event: MouseEvent) => void;
}

const RowBehaviourContext = createContext<RowBehaviour | undefined>(undefined);

/**
 * The body of the generated tables (issue 8): react-admin's, with plain rows. React-admin's row
 * subscribes each row to the store (expansion), reads the resource definitions, and selects with a
 * MUI Checkbox (ButtonBase, ripple, controlled state): on a hundred rows that was a tenth of a
 * list's time to show. What rows share (the click, the selection) is worked out here once. Tables
 * with expandable rows keep react-admin's rows.
 */
export function PlainBody(props: DataTableBodyProps) {
  const { hasBulkActions = false, hover = true, expand } = useDataTableConfigContext();
  const { rowClick, handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const definition = useResourceDefinition();
  const getPathForRecord = useGetPathForRecordCallback();
  const navigate = useNavigate();
  const translate = useTranslate();
  const toggle = useEvent((record: RaRecord, event: MouseEvent) => {
    event.stopPropagation();
    if (isRowSelectable && !isRowSelectable(record)) return;
    handleToggleItem?.(record.id, event);
  });
  // As react-admin's row: a row click follows rowClick (a path kind, or a function giving one),
  // or toggles the selection.
  const open = useEvent(async (record: RaRecord, event: MouseEvent) => {
    const given = typeof rowClick === 'function' ? rowClick(record.id, resource ?? '', record) : rowClick;
    const link = await given;
    if (link === 'toggleSelection') {
      toggle(record, event);
      return;
    }
    const path = await getPathForRecord({ record, resource, link: link as string | false | undefined });
    if (path) navigate(path, { state: { _scrollToTop: true } });
  });
  const selectLabel = translate('ra.action.select_row', { _: 'Select this row' });
  const behaviour = useMemo<RowBehaviour>(
    () => ({
      hover,
      bulk: hasBulkActions && !!handleToggleItem,
      clickable: !!(rowClick ?? (definition.hasShow || definition.hasEdit)),
      selectLabel,
      selectable: (record: RaRecord) => !isRowSelectable || isRowSelectable(record),
      open,
      toggle,
    }),
    [
      hover,
      hasBulkActions,
      handleToggleItem,
      rowClick,
      definition.hasShow,
      definition.hasEdit,
      selectLabel,
      isRowSelectable,
      open,
      toggle,
    ],
  );
  if (expand) return <DataTableBody {...props} />;
  return (
    <RowBehaviourContext.Provider value={behaviour}>
      <DataTableBody {...props} row={PlainRow} />
    </RowBehaviourContext.Provider>
  );
}

/** A body row: a plain `tr` with MUI's and react-admin's class names, styled by the table. */
const PlainRow = memo(function PlainRow({
  children,
  className,
}: {
  children?: ReactNode;
  className?: string;
}) {
  const record = useRecordContext();
  const behaviour = useContext(RowBehaviourContext);
  if (!record || !behaviour) throw new Error('PlainRow: a row of PlainBody, in a RecordContext');
  const selectable = behaviour.selectable(record);
  const classes = [
    'MuiTableRow-root',
    behaviour.hover ? 'MuiTableRow-hover' : '',
    className ?? '',
    selectable ? 'RaDataTable-selectable' : '',
    behaviour.clickable ? 'RaDataTable-clickableRow' : '',
  ];
  return (
    <tr
      className={classes.filter(Boolean).join(' ')}
      onClick={behaviour.clickable ? (event) => behaviour.open(record, event) : undefined}
    >
      {behaviour.bulk ? <SelectCell record={record} selectable={selectable} behaviour={behaviour} /> : null}
      {children}
    </tr>
  );
});

/**
 * The row's selection checkbox: MUI's look (same shapes, size and class names), a native input. The
 * box is drawn by the table's style (`plainRowSx`): as MUI icons, a hundred rows' boxes were a
 * hundred styled components and two hundred SVG elements, ~80 ms of a list's first render (issue 8).
 */
function SelectCell({
  record,
  selectable,
  behaviour,
}: {
  record: RaRecord;
  selectable: boolean;
  behaviour: RowBehaviour;
}) {
  const selectedIds = useDataTableSelectedIdsContext();
  const checked = selectable && !!selectedIds?.includes(record.id);
  const classes = [
    SELECT,
    'MuiButtonBase-root MuiCheckbox-root MuiCheckbox-colorPrimary PrivateSwitchBase-root select-item RaDataTable-checkbox',
    checked ? 'Mui-checked' : '',
    selectable ? '' : 'Mui-disabled',
  ];
  return (
    <td
      className={`${PLAIN_CELL} MuiTableCell-root MuiTableCell-body MuiTableCell-paddingCheckbox MuiTableCell-sizeSmall`}
    >
      <span className={classes.filter(Boolean).join(' ')}>
        <input
          type="checkbox"
          className="PrivateSwitchBase-input"
          aria-label={behaviour.selectLabel}
          checked={checked}
          disabled={!selectable}
          onChange={ignoreChange}
          onClick={(event) => behaviour.toggle(record, event)}
        />
      </span>
    </td>
  );
}

/** The click toggles (it carries the shift key for range selection); the change has nothing more. */
const ignoreChange = () => undefined;

/**
 * MUI's row (`TableRow hover`), small checkbox cell and checkbox (`Checkbox color="primary"`), for
 * the plain rows of a table (with `plainCellSx` for the cell itself): hover and checked colours, a
 * halo under the pointer and the keyboard's focus.
 */
export const plainRowSx = (theme: Theme) =>
  ({
    '& tbody tr.MuiTableRow-root': {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: '0',
    },
    '& tbody tr.MuiTableRow-hover:hover': { backgroundColor: theme.palette.action.hover },
    [`& td.${PLAIN_CELL}.MuiTableCell-paddingCheckbox`]: { width: 24, padding: '0 8px' },
    [`& .${SELECT}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      verticalAlign: 'middle',
      borderRadius: '50%',
      padding: 0,
      cursor: 'pointer',
      userSelect: 'none',
      color: theme.palette.text.secondary,
      // MUI's medium icon: 1.5rem square, in the text colour.
      '&::before': {
        content: '""',
        display: 'block',
        width: '1.5rem',
        height: '1.5rem',
        backgroundColor: 'currentColor',
        mask: `${UNCHECKED_MASK} center / 100% 100% no-repeat`,
      },
      '&.Mui-checked::before': { maskImage: CHECKED_MASK },
      // Forced colours would paint the mask's background in the page's own colour: keep it visible.
      '@media (forced-colors: active)': {
        '&::before': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
      },
      '&.Mui-checked': { color: theme.palette.primary.main },
      '&.Mui-disabled': { color: theme.palette.action.disabled, cursor: 'default' },
      '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
      // Where MUI's focus ripple pulsates: a clear halo for the keyboard.
      '&:has(input:focus-visible)': {
        backgroundColor: alpha(theme.palette.primary.main, 0.3),
        boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.3)}`,
      },
      '& input': {
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        margin: 0,
        padding: 0,
        opacity: 0,
        // No z-index (MUI's is 1, above its ripple; there is none here): positioned, the input is
        // above the icon anyway. With one, each row's input was a stacking context that Chromium
        // gave a compositor layer of its own, for overlapping the sticky actions column: 200 layers
        // on a 100-row page, ~200 ms of layerizing and painting while it loaded (issue 8).
        cursor: 'inherit',
      },
    },
  }) as const;
