import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Step,
  StepLabel,
  Stepper,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { sendableRows } from './check';
import { mappingProblems } from './columns';
import { ColumnsStep } from './ColumnsStep';
import { CheckStep } from './CheckStep';
import { formatCount } from './display';
import { FileStep } from './FileStep';
import { saveReport } from './report';
import { notImportedRows, rawTotals, runTotals } from './results';
import { RunStep } from './RunStep';
import type { ImportWizardProps } from './types';
import { STEPS, useImportWizard } from './useImportWizard';

/**
 * The spreadsheet import (issue 43): a dialog that takes a file through four steps: choose it, match
 * its columns to the resource's fields, check its rows (converted here, then the server's dry run)
 * and import them in batches, with the rows not imported to download. Generic over a resource with
 * an `import` block; the calls come from the feature that opens it.
 */
export function ImportWizard(props: ImportWizardProps) {
  const translate = useTranslate();
  const wizard = useImportWizard(props);
  const { step, sheet, check, runPhase, raw, locale } = wizard;
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLDivElement>(null);
  const problems = useMemo(
    () => mappingProblems(wizard.mapping, wizard.fields),
    [wizard.mapping, wizard.fields],
  );
  // Each step starts at its top, the focus there too (the button that moved on may be gone).
  useEffect(() => heading.current?.focus(), [step]);

  const requestClose = () => (wizard.closeLoses ? setConfirming(true) : wizard.close());
  const count = (n: number) => formatCount(n, locale);
  const sendable = check.phase === 'done' ? sendableRows(check.result.rows).length : 0;
  const stepName = (index: number) => translate(`app.import_wizard.steps.${STEPS[index]}`);
  const totals =
    raw.phase === 'done'
      ? rawTotals(raw.outcome)
      : wizard.run && sheet
        ? runTotals(sheet.rows.length, wizard.run)
        : undefined;
  const finished = raw.phase === 'done' || runPhase.phase === 'done' || runPhase.phase === 'cancelled';
  const { run } = wizard;
  // Once the import ended: each row not imported and why (the file sent as it is has no rows here).
  const notImported = useMemo(
    () =>
      finished && run && check.phase === 'done'
        ? notImportedRows(check.result, run, wizard.fieldMap, locale, translate)
        : undefined,
    [finished, run, check, wizard.fieldMap, locale, translate],
  );
  const download =
    sheet && notImported
      ? () =>
          saveReport(sheet.header, sheet.rows, notImported, {
            reason: translate('app.import_wizard.run.reason'),
            sheet: translate('app.import_wizard.run.sheet'),
            fileName: translate('app.import_wizard.run.file_name'),
          })
      : undefined;

  return (
    <Dialog
      open
      onClose={requestClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby={titleId}
      data-testid="import-dialog"
      slotProps={{ paper: { sx: { height: 'min(760px, calc(100% - 64px))' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {translate(props.texts.title)}
      </DialogTitle>
      <IconButton
        aria-label={translate('app.import_wizard.actions.close')}
        onClick={requestClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ px: 3, pb: 2 }}>
        <Stepper
          activeStep={finished ? STEPS.length : step}
          role="group"
          aria-label={translate('app.import_wizard.steps.label')}
        >
          {STEPS.map((name, index) => (
            <Step key={name} aria-current={index === step ? 'step' : undefined}>
              <StepLabel>
                {stepName(index)}
                {(index < step || finished) && (
                  <Box
                    component="span"
                    sx={visuallyHidden}
                  >{` (${translate('app.import_wizard.steps.completed')})`}</Box>
                )}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column' }}>
        <Box ref={heading} tabIndex={-1} sx={{ ...visuallyHidden }} aria-live="polite">
          {translate('app.import_wizard.steps.current', {
            n: step + 1,
            total: STEPS.length,
            name: stepName(step),
          })}
        </Box>
        {step === 0 && <FileStep wizard={wizard} props={props} />}
        {step === 1 && <ColumnsStep wizard={wizard} problems={problems} />}
        {step === 2 && <CheckStep wizard={wizard} />}
        {step === 3 && totals && (
          <RunStep wizard={wizard} totals={totals} notImported={notImported} onDownload={download} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {!finished && runPhase.phase !== 'running' && (
          <Button onClick={requestClose} sx={{ mr: 'auto' }}>
            {translate('app.import_wizard.actions.cancel')}
          </Button>
        )}
        {(step === 1 || step === 2) && (
          <Button onClick={() => wizard.goTo(step - 1)} data-testid="import-back">
            {translate('app.import_wizard.actions.back')}
          </Button>
        )}
        {step === 0 && sheet && (
          <Button variant="contained" onClick={() => wizard.goTo(1)}>
            {translate('app.import_wizard.actions.next')}
          </Button>
        )}
        {step === 1 && (
          <Button
            variant="contained"
            onClick={() => wizard.goTo(2)}
            disabled={problems.twice.length > 0 || problems.missing.length > 0}
            data-testid="import-next"
          >
            {translate('app.import_wizard.actions.next')}
          </Button>
        )}
        {step === 2 && (
          <Button
            variant="contained"
            onClick={wizard.startImport}
            disabled={check.phase !== 'done' || sendable === 0}
            data-testid="import-submit"
          >
            {translate('app.import_wizard.actions.import', { rows: count(sendable) })}
          </Button>
        )}
        {runPhase.phase === 'running' && (
          <Button onClick={wizard.cancelRun} data-testid="import-cancel">
            {translate('app.import_wizard.actions.cancel')}
          </Button>
        )}
        {(finished || runPhase.phase === 'failed') && (
          <Button variant={finished ? 'contained' : 'text'} onClick={requestClose} data-testid="import-close">
            {translate('app.import_wizard.actions.close')}
          </Button>
        )}
      </DialogActions>
      <Confirm
        isOpen={confirming}
        title="app.import_wizard.confirm_close.title"
        content={
          runPhase.phase === 'running'
            ? 'app.import_wizard.confirm_close.running'
            : 'app.import_wizard.confirm_close.content'
        }
        confirm="app.import_wizard.confirm_close.confirm"
        confirmColor="warning"
        onConfirm={() => {
          setConfirming(false);
          wizard.close();
        }}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
