import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { countsOf, type CheckResult } from './check';
import { duplicateText, formatCount, lineOf } from './display';
import { RowsTable } from './RowsTable';
import { IMPORT_DUPLICATE_RULES } from '../../../dataProvider/methods/customerRecord';
import type { ImportWizardState } from './useImportWizard';

/** Rows shown in the preview (the summary counts them all). */
const SHOWN_ROWS = 50;
/** Duplicates listed by name (the preview shows each one too). */
const LISTED_DUPLICATES = 100;

/** The duplicates found, in words, and the choice of what this import does with them. */
function Duplicates({ wizard, result }: { wizard: ImportWizardState; result: CheckResult }) {
  const translate = useTranslate();
  const labelId = useId();
  const duplicates = useMemo(
    () =>
      result.rows.flatMap((check, index) =>
        check.status === 'duplicate' || check.status === 'repeated' ? [{ index, check }] : [],
      ),
    [result],
  );
  if (duplicates.length === 0) return null;
  const nameOf = (index: number) => String(result.converted[index].values.name ?? '');
  return (
    <Box
      sx={{ border: 1, borderColor: 'warning.light', borderRadius: 1, p: 1.5 }}
      data-testid="import-duplicates"
    >
      <Typography variant="subtitle2" id={labelId}>
        {translate('app.import_wizard.check.duplicates')}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, maxHeight: 96, overflow: 'auto' }}>
        {duplicates.slice(0, LISTED_DUPLICATES).map(({ index, check }) => (
          <Typography component="li" variant="body2" key={index}>
            {translate('app.import_wizard.check.duplicate_line', {
              row: lineOf(index),
              name: nameOf(index),
              text: duplicateText(check, translate) ?? '',
            })}
          </Typography>
        ))}
      </Box>
      <FormControl sx={{ mt: 1 }}>
        <FormLabel id={`${labelId}-rule`} sx={{ typography: 'body2' }}>
          {translate('app.import_wizard.check.duplicate_rule')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${labelId} ${labelId}-rule`}
          value={wizard.duplicate}
          onChange={(event) => wizard.setDuplicate(event.target.value as typeof wizard.duplicate)}
        >
          {IMPORT_DUPLICATE_RULES.map((rule) => (
            <FormControlLabel
              key={rule}
              value={rule}
              control={<Radio size="small" />}
              label={translate(`app.import_wizard.check.rule.${rule}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  );
}

/**
 * Step 3: every row converted and checked by the server's dry run; a summary, the duplicates and
 * what to do with them, and the rows with each one's problems.
 */
export function CheckStep({ wizard }: { wizard: ImportWizardState }) {
  const translate = useTranslate();
  const { check, sheet, locale, fieldMap, mapping } = wizard;
  const [onlyProblems, setOnlyProblems] = useState(false);
  const result = check.phase === 'done' ? check.result : undefined;
  const shown = useMemo(
    () => result?.rows.flatMap((row, index) => (!onlyProblems || row.status !== 'ok' ? [index] : [])) ?? [],
    [result, onlyProblems],
  );
  const columnOf = useMemo(
    () => new Map(mapping.flatMap((name, column) => (name ? [[name, column] as const] : []))),
    [mapping],
  );
  if (!sheet) return null;
  const count = (n: number) => formatCount(n, locale);
  if (check.phase === 'converting' || check.phase === 'asking' || check.phase === 'idle') {
    const text =
      check.phase === 'converting'
        ? translate('app.import_wizard.check.converting', {
            done: count(check.done),
            total: count(sheet.rows.length),
          })
        : translate('app.import_wizard.check.asking');
    return (
      <Box sx={{ py: 4 }} data-testid="import-checking">
        <Typography variant="body2" sx={{ mb: 1 }}>
          {text}
        </Typography>
        <LinearProgress
          aria-label={text}
          variant={check.phase === 'converting' ? 'determinate' : 'indeterminate'}
          value={
            check.phase === 'converting' ? (check.done / Math.max(1, sheet.rows.length)) * 100 : undefined
          }
        />
      </Box>
    );
  }
  if (check.phase === 'failed')
    return (
      <Alert
        severity="error"
        data-testid="import-error"
        action={
          <Button color="inherit" size="small" onClick={() => void wizard.startCheck()}>
            {translate('app.import_wizard.actions.retry')}
          </Button>
        }
      >
        {check.error}
      </Alert>
    );
  const counts = countsOf(check.result.rows);
  return (
    <Stack spacing={1.5} sx={{ height: '100%', minHeight: 0 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 500 }} data-testid="import-summary">
        {translate('app.import_wizard.check.summary', {
          ok: count(counts.ok),
          problems: count(counts.problems),
          duplicates: count(counts.duplicates),
        })}
      </Typography>
      {counts.ok + counts.duplicates === 0 && (
        <Alert severity="warning">{translate('app.import_wizard.check.nothing')}</Alert>
      )}
      <Duplicates wizard={wizard} result={check.result} />
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2}>
        <FormControlLabel
          control={
            <Switch checked={onlyProblems} onChange={(event) => setOnlyProblems(event.target.checked)} />
          }
          label={translate('app.import_wizard.check.only_problems')}
        />
        <Typography variant="body2" color="text.secondary">
          {shown.length > SHOWN_ROWS
            ? translate('app.import_wizard.check.shown', {
                shown: count(SHOWN_ROWS),
                total: count(shown.length),
              })
            : ''}
        </Typography>
      </Stack>
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.import_wizard.check.none')}
        </Typography>
      ) : (
        <RowsTable
          result={check.result}
          rows={sheet.rows}
          columnOf={columnOf}
          fields={fieldMap}
          shown={shown.slice(0, SHOWN_ROWS)}
          locale={locale}
        />
      )}
    </Stack>
  );
}
