import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AppLocale } from '../../../i18n/locale';
import type { ImportField } from '../../platform/spreadsheet/fields';
import type { CheckResult } from './check';
import { checkNotes, displayValue, lineOf } from './display';

export interface RowsTableProps {
  result: CheckResult;
  /** The file's rows as read (a cell that could not be converted shows as it was written). */
  rows: readonly (readonly string[])[];
  /** The column of each field sent. */
  columnOf: ReadonlyMap<string, number>;
  fields: ReadonlyMap<string, ImportField>;
  /** The 0-based indexes of the rows shown. */
  shown: readonly number[];
  locale: AppLocale;
}

/**
 * The checked rows: each cell as a person reads its converted value (男, 2024-03-05, 上海市), a
 * cell that could not be read as written (in red), and the row's problems in words.
 */
export function RowsTable({ result, rows, columnOf, fields, shown, locale }: RowsTableProps) {
  const translate = useTranslate();
  const columns = result.fields.flatMap((name) => fields.get(name) ?? []);
  return (
    <Box
      sx={{
        overflow: 'auto',
        flex: '0 1 auto',
        minHeight: 120,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Table size="small" stickyHeader data-testid="import-preview">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56, whiteSpace: 'nowrap' }}>
              {translate('app.import_wizard.check.row')}
            </TableCell>
            {columns.map((field) => (
              <TableCell key={field.name} sx={{ whiteSpace: 'nowrap' }}>
                {field.labels[locale]}
              </TableCell>
            ))}
            <TableCell sx={{ minWidth: 260 }}>{translate('app.import_wizard.check.notes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((index) => {
            const converted = result.converted[index];
            const check = result.rows[index];
            const failed = new Set(converted.problems.map((p) => p.field));
            const notes = checkNotes(converted, check, fields, locale, translate);
            const tone =
              check.status === 'problem' || check.status === 'invalid' ? 'error.main' : 'warning.dark';
            return (
              <TableRow key={index} data-testid="import-preview-row">
                <TableCell sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                  {lineOf(index)}
                </TableCell>
                {columns.map((field) => (
                  <TableCell
                    key={field.name}
                    sx={{
                      whiteSpace: 'nowrap',
                      maxWidth: 220,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      ...(failed.has(field.name)
                        ? { color: 'error.main', textDecoration: 'underline wavy' }
                        : {}),
                    }}
                  >
                    {failed.has(field.name)
                      ? rows[index][columnOf.get(field.name) ?? -1]
                      : displayValue(
                          field,
                          converted.values[field.name],
                          locale,
                          result.areaNames,
                          translate,
                        )}
                  </TableCell>
                ))}
                <TableCell sx={{ color: notes.length > 0 ? tone : undefined }}>
                  {notes.map((note) => (
                    <div key={note}>{note}</div>
                  ))}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
