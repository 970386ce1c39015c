import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  type Breakpoint,
} from '@mui/material';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ActionDialogProps {
  title: string;
  /** A line under the title (what the action concerns: "3 customers selected", the current value). */
  summary?: ReactNode;
  /** The label of the main button; without `onSubmit` the dialog only has a close button. */
  submitLabel?: string;
  onSubmit?(): void;
  onClose(): void;
  /** A request under way: the main button spins, closing is refused. */
  busy?: boolean;
  /** What failed, shown above the buttons; the values stay for another try. */
  error?: string;
  testId: string;
  /** Default: `<testId>-submit`. */
  submitTestId?: string;
  maxWidth?: Breakpoint;
  children?: ReactNode;
}

/** Clicks and keys stay inside: a dialog opened from a table row or a menu is their child in React. */
const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

/**
 * The dialog of an action on records (allocate, put back, change VIP time…): title, an optional
 * summary, its fields, what failed, Cancel and the main button. Mounted while open, so its fields
 * keep their values when the request fails; Esc and the backdrop close it unless busy.
 */
export function ActionDialog({
  title,
  summary,
  submitLabel,
  onSubmit,
  onClose,
  busy = false,
  error,
  testId,
  submitTestId = `${testId}-submit`,
  maxWidth = 'xs',
  children,
}: ActionDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      onClick={stop}
      onKeyDown={stop}
      maxWidth={maxWidth}
      fullWidth
      data-testid={testId}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {summary ? (
            <Typography variant="body2" color="text.secondary" component="div">
              {summary}
            </Typography>
          ) : null}
          {children}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate(onSubmit ? 'ra.action.cancel' : 'ra.action.close')}
        </Button>
        {onSubmit ? (
          <Button variant="contained" onClick={onSubmit} loading={busy} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
