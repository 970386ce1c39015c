import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ExportColumn } from './exportColumns';

export interface ColumnPickerProps {
  columns: readonly ExportColumn[];
  chosen: ReadonlySet<string>;
  onChange(chosen: ReadonlySet<string>): void;
  labelOf(name: string): string;
  /** Whether the server masks a column's values for this user (a permission the user lacks). */
  isMasked(column: ExportColumn): boolean;
  disabled: boolean;
  /** Focus "select all" when the dialog opens (the first control when there is no choice of rows). */
  autoFocus: boolean;
}

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
  columnGap: 1,
} as const;

/**
 * The columns of an export: a checkbox per field in a fieldset whose legend says how many are
 * chosen, the list's own columns first, then the resource's other fields; "select all / none";
 * a hint when none is chosen (the export needs one).
 */
export function ColumnPicker({
  columns,
  chosen,
  onChange,
  labelOf,
  isMasked,
  disabled,
  autoFocus,
}: ColumnPickerProps) {
  const translate = useTranslate();
  const hintId = useId();
  const toggle = (name: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(name);
    else next.delete(name);
    onChange(next);
  };
  const box = (column: ExportColumn) => (
    <FormControlLabel
      key={column.name}
      data-testid={`export-column-${column.name}`}
      sx={{ mr: 0, minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
      control={
        <Checkbox
          size="small"
          checked={chosen.has(column.name)}
          onChange={(event) => toggle(column.name, event.target.checked)}
        />
      }
      label={
        <>
          {labelOf(column.name)}
          {isMasked(column) && (
            <>
              {' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {translate('app.export_dialog.masked')}
              </Typography>
            </>
          )}
        </>
      }
    />
  );
  const listed = columns.filter((column) => column.listed);
  const others = columns.filter((column) => !column.listed);
  const none = chosen.size === 0;
  return (
    <FormControl
      component="fieldset"
      disabled={disabled}
      error={none}
      aria-describedby={none ? hintId : undefined}
    >
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {translate('app.export_dialog.columns', { chosen: chosen.size, all: columns.length })}
      </FormLabel>
      <Stack direction="row" spacing={1} sx={{ mb: 0.5, ml: -0.625, '& .MuiButton-root': { minWidth: 0 } }}>
        <Button
          size="small"
          autoFocus={autoFocus}
          disabled={disabled}
          onClick={() => onChange(new Set(columns.map((column) => column.name)))}
          data-testid="export-select-all"
        >
          {translate('app.export_dialog.select_all')}
        </Button>
        <Button
          size="small"
          disabled={disabled}
          onClick={() => onChange(new Set())}
          data-testid="export-select-none"
        >
          {translate('app.export_dialog.select_none')}
        </Button>
      </Stack>
      <Box sx={gridSx}>{listed.map(box)}</Box>
      {others.length > 0 && (
        <>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('app.export_dialog.more_fields')}
          </Typography>
          <Box sx={gridSx}>{others.map(box)}</Box>
        </>
      )}
      {none && (
        <FormHelperText id={hintId} role="status" data-testid="export-none-chosen">
          {translate('app.export_dialog.none_chosen')}
        </FormHelperText>
      )}
    </FormControl>
  );
}
