import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import { memo } from 'react';
import { DataTable, useDataTableRenderContext, type DataTableColumnProps } from 'react-admin';
import { PlainHeadCell } from './PlainHeadCell';

/** The class of a plain body cell; its look is the table's (`plainCellSx`). */
export const PLAIN_CELL = 'RegistryCell-plain';

/**
 * A column of the generated tables whose body cells are plain `td`s, styled once by the table
 * (issue 8). React-admin's cell is a MUI `TableCell` inside a styled wrapper, with theme props, an
 * `sx` object and a store subscription each: on a hundred rows of a dozen columns they were most
 * of a list's render. The header cell is `PlainHeadCell`, the footer stays react-admin's.
 * The cell keeps MUI's and react-admin's class names, so it looks and is found like theirs.
 */
export const PlainColumn = memo(function PlainColumn(props: DataTableColumnProps) {
  const renderContext = useDataTableRenderContext();
  if (renderContext === 'header') return <PlainHeadCell {...props} />;
  if (renderContext !== 'data') return <DataTable.Col {...props} />;
  const { align = 'left', source, cellClassName, children } = props;
  const classes = [
    PLAIN_CELL,
    'MuiTableCell-root',
    'MuiTableCell-body',
    'MuiTableCell-sizeSmall',
    `MuiTableCell-align${align === 'right' ? 'Right' : 'Left'}`,
    'RaDataTable-rowCell',
    cellClassName,
    source ? `column-${source}` : undefined,
  ];
  return <td className={classes.filter(Boolean).join(' ')}>{children}</td>;
});

/** MUI's small body cell (`TableCell size="small"`), for the plain cells of a table. */
export const plainCellSx = (theme: Theme) =>
  ({
    [`& td.${PLAIN_CELL}`]: {
      fontFamily: theme.typography.body2.fontFamily,
      fontWeight: theme.typography.body2.fontWeight,
      fontSize: theme.typography.body2.fontSize,
      lineHeight: theme.typography.body2.lineHeight,
      letterSpacing: theme.typography.body2.letterSpacing,
      display: 'table-cell',
      verticalAlign: 'inherit',
      textAlign: 'left',
      padding: '6px 16px',
      color: theme.palette.text.primary,
      borderBottom: `1px solid ${
        theme.palette.mode === 'light'
          ? lighten(alpha(theme.palette.divider, 1), 0.88)
          : darken(alpha(theme.palette.divider, 1), 0.68)
      }`,
    },
    [`& td.${PLAIN_CELL}.MuiTableCell-alignRight`]: { textAlign: 'right' },
  }) as const;
