import {
  Alert,
  NativeSelect,
  OutlinedInput,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { AppLocale } from '../../../i18n/locale';
import { samplesOf, type MappingProblems } from './columns';
import type { Translate } from './display';
import type { ImportWizardState } from './useImportWizard';

/** A column's name as the user knows it: its header, or its place when the header is empty. */
export const columnName = (header: readonly string[], column: number, translate: Translate): string =>
  header[column]?.trim() || translate('app.import_wizard.columns.unnamed', { n: column + 1 });

/** The sentences saying why a mapping cannot be used yet. */
function MappingAlert({
  problems,
  header,
  locale,
}: {
  problems: MappingProblems;
  header: readonly string[];
  locale: AppLocale;
}) {
  const translate = useTranslate();
  if (problems.twice.length === 0 && problems.missing.length === 0) return null;
  const separator = translate('app.import_wizard.separator');
  return (
    <Alert severity="warning" data-testid="import-mapping-problems">
      {problems.twice.map(({ field, columns }) => (
        <div key={field.name}>
          {translate('app.import_wizard.columns.twice', {
            field: field.labels[locale],
            columns: columns.map((c) => columnName(header, c, translate)).join(separator),
          })}
        </div>
      ))}
      {problems.missing.map((field) => (
        <div key={field.name}>
          {translate('app.import_wizard.columns.missing', { field: field.labels[locale] })}
        </div>
      ))}
    </Alert>
  );
}

/**
 * Step 2: one line per column of the file, its header, a few of its values and the field it fills
 * (matched from its header, changeable), or "不导入此列".
 */
export function ColumnsStep({ wizard, problems }: { wizard: ImportWizardState; problems: MappingProblems }) {
  const translate = useTranslate();
  const { sheet, fields, mapping, setMapping, locale } = wizard;
  const samples = useMemo(
    () => (sheet ? sheet.header.map((_, column) => samplesOf(sheet.rows, column)) : []),
    [sheet],
  );
  if (!sheet) return null;
  const choose = (column: number, name: string) =>
    setMapping(mapping.map((current, c) => (c === column ? name || null : current)));
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.import_wizard.columns.intro')}
      </Typography>
      <MappingAlert problems={problems} header={sheet.header} locale={locale} />
      <Table size="small" data-testid="import-columns">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '28%' }}>{translate('app.import_wizard.columns.column')}</TableCell>
            <TableCell>{translate('app.import_wizard.columns.samples')}</TableCell>
            <TableCell sx={{ width: 280 }}>{translate('app.import_wizard.columns.field')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sheet.header.map((_, column) => {
            const name = columnName(sheet.header, column, translate);
            return (
              <TableRow key={column}>
                <TableCell sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{name}</TableCell>
                <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
                  {samples[column]?.join(' · ')}
                </TableCell>
                <TableCell>
                  <NativeSelect
                    value={mapping[column] ?? ''}
                    onChange={(event) => choose(column, event.target.value)}
                    input={<OutlinedInput size="small" sx={{ typography: 'body2' }} />}
                    fullWidth
                    inputProps={{
                      'aria-label': translate('app.import_wizard.columns.field_of', { header: name }),
                    }}
                  >
                    <option value="">{translate('app.import_wizard.columns.skip')}</option>
                    {fields.map((field) => (
                      <option key={field.name} value={field.name}>
                        {field.required
                          ? translate('app.import_wizard.columns.required', { field: field.labels[locale] })
                          : field.labels[locale]}
                      </option>
                    ))}
                  </NativeSelect>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Stack>
  );
}
