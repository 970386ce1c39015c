import DownloadIcon from '@mui/icons-material/GetApp';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCount, lineOf } from './display';
import type { NotImported } from './report';

/** Rows not imported named on the result (the download has them all). */
const LISTED_ROWS = 5;
import type { ImportWizardState } from './useImportWizard';

/** What an import came to: rows imported, updated and skipped. */
export interface RunTotals {
  created: number;
  updated: number;
  skipped: number;
  /** Rows that were to be sent and were not (a cancel, a failure). */
  notSent: number;
}

/**
 * Step 4: the batches' progress ("已处理 3,000 / 10,000 行"), then the result in words, the rows not
 * imported to download; a failure's text in place with "重试".
 */
export function RunStep({
  wizard,
  totals,
  notImported,
  onDownload,
}: {
  wizard: ImportWizardState;
  totals: RunTotals;
  /** The rows not imported and why, once the import ended (none: a file sent as it is). */
  notImported?: NotImported;
  /** Saves the rows not imported. */
  onDownload?: () => void;
}) {
  const translate = useTranslate();
  const { run, runPhase, locale } = wizard;
  const count = (n: number) => formatCount(n, locale);
  const running = runPhase.phase === 'running';
  const progressText =
    run &&
    translate('app.import_wizard.run.progress', { done: count(run.done), total: count(run.rows.length) });
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      {run && (running || runPhase.phase === 'failed' || runPhase.phase === 'cancelled') && (
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="import-progress-text">
            {progressText}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(run.done / Math.max(1, run.rows.length)) * 100}
            aria-label={progressText}
            data-testid="import-progress"
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
      )}
      {runPhase.phase === 'failed' && (
        <Alert
          severity="error"
          data-testid="import-error"
          action={
            <Button color="inherit" size="small" onClick={wizard.retryRun}>
              {translate('app.import_wizard.actions.retry')}
            </Button>
          }
        >
          {runPhase.error}
          <div>{translate('app.import_wizard.run.failed', { rows: count(totals.notSent) })}</div>
        </Alert>
      )}
      {!running && runPhase.phase !== 'failed' && (
        <Alert
          severity={totals.created + totals.updated > 0 ? 'success' : 'warning'}
          data-testid="import-result"
        >
          <Typography sx={{ fontWeight: 500 }}>
            {translate('app.import_wizard.run.imported', {
              imported: count(totals.created),
              skipped: count(totals.skipped),
            })}
            {totals.updated > 0 &&
              `${translate('app.import_wizard.separator')}${translate('app.import_wizard.run.updated', {
                rows: count(totals.updated),
              })}`}
          </Typography>
          {runPhase.phase === 'cancelled' && (
            <Typography variant="body2">
              {translate('app.import_wizard.run.cancelled', { rows: count(totals.notSent) })}
            </Typography>
          )}
        </Alert>
      )}
      {notImported && notImported.size > 0 && (
        <Box data-testid="import-not-imported">
          <Typography variant="subtitle2">{translate('app.import_wizard.run.sheet')}</Typography>
          <Box component="ul" sx={{ mt: 0.5, mb: 1.5, pl: 2.5 }}>
            {[...notImported].slice(0, LISTED_ROWS).map(([index, reason]) => (
              <Typography component="li" variant="body2" key={index}>
                {translate('app.import_wizard.run.line', { row: lineOf(index), reason })}
              </Typography>
            ))}
            {notImported.size > LISTED_ROWS && (
              <Typography component="li" variant="body2" color="text.secondary">
                {translate('app.import_wizard.run.more', { rows: count(notImported.size - LISTED_ROWS) })}
              </Typography>
            )}
          </Box>
          {onDownload && (
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={onDownload}
              data-testid="import-report"
            >
              {translate('app.import_wizard.run.download')}
            </Button>
          )}
        </Box>
      )}
    </Stack>
  );
}
