import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { AppDataProvider } from '../../../../dataProvider';
import { saveFile, type DownloadedFile } from '../../../../dataProvider/download';
import type { ResourceDefinition } from '../../../../resources/core/define';
import { labelKeys } from '../../../platform/labels';
import { useSession, useSessionAccess } from '../../../platform/session';
import { downloadErrorMessage } from '../downloadError';
import { ColumnPicker } from './ColumnPicker';
import {
  exportChoicesKey,
  readExportChoices,
  writeExportChoices,
  type ExportChoices,
  type ExportScope,
} from './exportChoices';
import { defaultColumns, exportColumnsOf, inShownOrder, type ExportColumn } from './exportColumns';
import { useExportRun, type ExportRun } from './useExportRun';

export interface ExportDialogProps {
  /** The resource as the list shows it (its columns are the default ones). */
  def: ResourceDefinition;
  /** Opened from the selection's "Export": the selected rows are chosen. */
  preferSelected: boolean;
  onClose(): void;
}

/** Clicks and keys stay inside: the dialog is a child of the list's toolbars in React. */
const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

/** The columns and rows a dialog opens with: the user's last ones for this list, else the list's columns. */
function initialChoices(
  columns: readonly ExportColumn[],
  kept: ExportChoices | undefined,
  preferSelected: boolean,
): { chosen: Set<string>; scope: ExportScope } {
  const known = new Set(columns.map((column) => column.name));
  const keptFields = kept?.fields.filter((name) => known.has(name)) ?? [];
  return {
    chosen: new Set(keptFields.length > 0 ? keptFields : defaultColumns(columns)),
    scope: preferSelected ? 'selected' : (kept?.scope ?? 'filtered'),
  };
}

/**
 * A list's export (issue 43 point 6), its own chunk: the rows (the current filters, or the
 * selection when there is one), the columns (remembered per user and list), then the file the
 * server builds in the user's language. A long export shows its progress after a second and can
 * be cancelled (Cancel, Esc); a failure shows the server's text (E05) and keeps the choices.
 */
export default function ExportDialog({ def, preferSelected, onClose }: ExportDialogProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filter, filterValues, sort, selectedIds, total } = useListContext();
  const { pathname } = useLocation();
  const session = useSession();
  const access = useSessionAccess();
  const titleId = useId();

  const labelOf = useCallback(
    (name: string) => translate(labelKeys.field(def.name, name), { _: name }),
    [translate, def.name],
  );
  const columns = useMemo(() => exportColumnsOf(def, labelOf), [def, labelOf]);
  const storageKey = session ? exportChoicesKey(session.id, def.name, pathname) : undefined;
  const [initial] = useState(() =>
    initialChoices(columns, storageKey ? readExportChoices(storageKey) : undefined, preferSelected),
  );
  const [chosen, setChosen] = useState<ReadonlySet<string>>(initial.chosen);
  const [scope, setScope] = useState<ExportScope>(initial.scope);

  const hasSelection = selectedIds.length > 0;
  const rowsScope: ExportScope = hasSelection ? scope : 'filtered';
  const rowCount = rowsScope === 'selected' ? selectedIds.length : total;
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const countText = (key: string, count: number | undefined) =>
    count === undefined
      ? translate(`${key}_unknown`)
      : translate(key, { smart_count: count, rows: number.format(count) });

  const done = useCallback(
    (file: DownloadedFile) => {
      saveFile(file);
      onClose();
    },
    [onClose],
  );
  const { run, start, cancel } = useExportRun(done);
  const running = run.phase === 'running';

  const submit = () => {
    const fields = inShownOrder(columns, chosen);
    if (fields.length === 0 || running) return;
    if (storageKey) writeExportChoices(storageKey, { fields, scope: rowsScope });
    void start(({ signal, onProgress }) =>
      dataProvider.exportList(def.name, {
        // The list's permanent filter (a life-cycle list's `type`) with the user's filters.
        filter: { ...filterValues, ...filter },
        sort,
        ids: rowsScope === 'selected' ? selectedIds : undefined,
        fields,
        signal,
        onProgress,
      }),
    );
  };
  // Esc and Cancel close the dialog; an export under way is cancelled, nothing asked. A click
  // beside the dialog closes it only when nothing runs (a stray click cancels nothing).
  const close = () => {
    cancel();
    onClose();
  };
  const dismiss = (_event: object, reason: 'backdropClick' | 'escapeKeyDown') => {
    if (reason === 'escapeKeyDown' || !running) close();
  };

  const maskedShown = columns.some((column) => isMaskedFor(column, access.can));
  return (
    <Dialog
      open
      onClose={dismiss}
      onClick={stop}
      onKeyDown={stop}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      data-testid="export-dialog"
    >
      <DialogTitle id={titleId}>{translate('app.export_dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {hasSelection ? (
            <FormControl component="fieldset" disabled={running}>
              <FormLabel component="legend">{translate('app.export_dialog.rows')}</FormLabel>
              <RadioGroup
                row
                value={rowsScope}
                onChange={(event) => setScope(event.target.value === 'selected' ? 'selected' : 'filtered')}
              >
                {(['filtered', 'selected'] as const).map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    data-testid={`export-scope-${value}`}
                    control={<Radio autoFocus={value === rowsScope} />}
                    label={countText(
                      `app.export_dialog.scope_${value}`,
                      value === 'selected' ? selectedIds.length : total,
                    )}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          ) : (
            <Typography variant="body2" data-testid="export-scope">
              {countText('app.export_dialog.scope_filtered', total)}
            </Typography>
          )}
          <ColumnPicker
            columns={columns}
            chosen={chosen}
            onChange={setChosen}
            labelOf={labelOf}
            isMasked={(column) => isMaskedFor(column, access.can)}
            disabled={running}
            autoFocus={!hasSelection}
          />
          {maskedShown && (
            <Typography variant="caption" color="text.secondary">
              {translate('app.export_dialog.masked_hint')}
            </Typography>
          )}
          <RunStatus run={run} text={countText('app.export_dialog.running', rowCount)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid="export-cancel">
          {translate('app.export_dialog.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={chosen.size === 0 || running}
          data-testid="export-submit"
        >
          {translate('app.export_dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Whether the server masks a column for the user: its permission is one the user lacks. */
function isMaskedFor(column: ExportColumn, can: (permission: string) => boolean): boolean {
  return column.permission !== undefined && !can(column.permission);
}

/** The progress of a long export (after a second), or the server's text of a failed one (E05). */
function RunStatus({ run, text }: { run: ExportRun; text: string }) {
  if (run.phase === 'failed') {
    const message = downloadErrorMessage(run.error);
    return typeof message === 'string' ? (
      <Alert severity="error" data-testid="export-error">
        {message}
      </Alert>
    ) : (
      <Box data-testid="export-error">{message}</Box>
    );
  }
  if (run.phase !== 'running' || !run.slow) return null;
  const total = run.progress?.total;
  const share = total ? Math.min(100, Math.round(((run.progress?.loaded ?? 0) / total) * 100)) : undefined;
  return (
    <Box data-testid="export-progress" role="status">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {text}
      </Typography>
      <LinearProgress
        variant={share === undefined ? 'indeterminate' : 'determinate'}
        value={share}
        aria-label={text}
      />
    </Box>
  );
}
