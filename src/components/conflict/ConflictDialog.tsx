import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Conflict } from '../../../dataProvider';
import { formatDateTime } from '../../platform/format';

/**
 * The merge view of a stale save (issue 40 point 1): the server's text, who changed the record and
 * when, and the fields that differ, theirs beside mine (the ones the user changed first, the others
 * marked). Three choices, each said by its button; Esc, the backdrop and "Keep editing" close it and
 * change nothing.
 *
 * ```tsx
 * <ConflictDialog
 *   conflict={conflict}            // conflictOf(error), from dataProvider/conflicts.ts
 *   rows={rows}                    // conflictRows(…) below: labels and readable values, by the caller
 *   busy={overwriting}             // "Overwrite with mine" is running: the buttons wait
 *   onKeepTheirs={…} onOverwrite={…} onReloadKeepingMine={…} onCancel={…}
 * />
 * ```
 *
 * Forms of react-hook-form use it through `useFormConflict`, which builds the rows and does what
 * each choice says; the dialog itself only shows and asks.
 */
export interface ConflictDialogProps {
  conflict: Conflict;
  rows: readonly ConflictRow[];
  busy?: boolean;
  /** Drop my edits: the form shows theirs. */
  onKeepTheirs(): void;
  /** Send my changes again on their revision. */
  onOverwrite(): void;
  /** The form shows theirs; my values stay in a panel on the form. */
  onReloadKeepingMine(): void;
  /** Keep editing: nothing changes. */
  onCancel(): void;
}

/** One differing field: its label and both values as the user reads them. */
export interface ConflictRow {
  field: string;
  label: string;
  /** Their value, readable ('' = empty). */
  theirs: string;
  /** My value, readable ('' = empty). */
  mine: string;
  /** Whether the user changed this field (the others changed on their side only). */
  mineChanged: boolean;
}

/** Who changed the record (their display name, or "someone") and when, as the app writes dates. */
export function useConflictAuthor(conflict: Pick<Conflict, 'updatedBy' | 'updatedAt'>) {
  const translate = useTranslate();
  return {
    name: conflict.updatedBy || translate('app.conflict.someone'),
    time: formatDateTime(conflict.updatedAt) || translate('app.conflict.empty'),
  };
}

/** The rows of the fields whose values differ, the ones the user changed first. */
export function conflictRows(input: {
  fields: readonly string[];
  mine: (field: string) => unknown;
  theirs: (field: string) => unknown;
  mineChanged: (field: string) => boolean;
  labelOf: (field: string) => string;
  formatValue: (field: string, value: unknown) => string;
}): ConflictRow[] {
  const rows: ConflictRow[] = [];
  for (const field of input.fields) {
    const mine = input.mine(field);
    const theirs = input.theirs(field);
    if (sameValue(mine, theirs)) continue;
    rows.push({
      field,
      label: input.labelOf(field),
      mine: input.formatValue(field, mine),
      theirs: input.formatValue(field, theirs),
      mineChanged: input.mineChanged(field),
    });
  }
  return [...rows.filter((row) => row.mineChanged), ...rows.filter((row) => !row.mineChanged)];
}

/** Two values are the same when empty alike (undefined, null, '') or equal as JSON. */
export function sameValue(a: unknown, b: unknown): boolean {
  const empty = (value: unknown) => value === undefined || value === null || value === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  return JSON.stringify(a) === JSON.stringify(b);
}

export function ConflictDialog({
  conflict,
  rows,
  busy = false,
  onKeepTheirs,
  onOverwrite,
  onReloadKeepingMine,
  onCancel,
}: ConflictDialogProps) {
  const translate = useTranslate();
  const author = useConflictAuthor(conflict);
  const show = (value: string) => value || translate('app.conflict.empty');
  return (
    <Dialog open onClose={busy ? undefined : onCancel} maxWidth="md" fullWidth data-testid="conflict-dialog">
      <DialogTitle>{translate('app.conflict.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning" data-testid="conflict-text">
            {conflict.text}
          </Alert>
          {rows.length === 0 ? (
            <Typography variant="body2">{translate('app.conflict.no_difference')}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="conflict-table">
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      {translate('app.conflict.field')}
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {translate('app.conflict.theirs', author)}
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {translate('app.conflict.mine')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.field} data-testid={`conflict-row-${row.field}`}>
                      <TableCell component="th" scope="row">
                        {row.label}
                        {row.mineChanged ? null : (
                          <Typography variant="caption" component="div" color="text.secondary">
                            {translate('app.conflict.not_mine')}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell data-testid="conflict-theirs">{show(row.theirs)}</TableCell>
                      <TableCell
                        data-testid="conflict-mine"
                        sx={row.mineChanged ? { fontWeight: 600 } : undefined}
                      >
                        {show(row.mine)}
                        {row.mineChanged ? null : ` ${translate('app.conflict.unchanged')}`}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} data-testid="conflict-cancel">
          {translate('app.conflict.keep_editing')}
        </Button>
        <Button onClick={onKeepTheirs} disabled={busy} data-testid="conflict-keep-theirs">
          {translate('app.conflict.keep_theirs')}
        </Button>
        <Button onClick={onReloadKeepingMine} disabled={busy} data-testid="conflict-reload">
          {translate('app.conflict.reload_keep_copy')}
        </Button>
        <Button variant="contained" onClick={onOverwrite} loading={busy} data-testid="conflict-overwrite">
          {translate('app.conflict.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
