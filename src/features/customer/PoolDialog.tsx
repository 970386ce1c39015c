import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { lifecycleListOf } from './lifecycle/lists';

interface PoolDialogProps {
  title: string;
  /** How many customers the action concerns (shown under the title). */
  count: number;
  submitLabel: string;
  busy: boolean;
  testId: string;
  onClose(): void;
  onSubmit(): void;
  children: ReactNode;
}

/**
 * The dialog of a customer-pool action (put back, assign evenly, remove, batch update): mounted
 * while open, it keeps its values when the request fails; Esc and the backdrop close it unless busy.
 */
export function PoolDialog({
  title,
  count,
  submitLabel,
  busy,
  testId,
  onClose,
  onSubmit,
  children,
}: PoolDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      // Opened from a row (whose click opens the detail) or a menu (whose keys move its focus):
      // the dialog's clicks and keys stay in the dialog (portals bubble through the React tree).
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      maxWidth="xs"
      fullWidth
      data-testid={testId}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.customer_pool.selected', { count })}
          </Typography>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('app.customer_pool.cancel')}
        </Button>
        <Button variant="contained" onClick={onSubmit} loading={busy} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The `type` of the customer life-cycle list on screen (0 mine, 2 public sea…), if any. */
export function useLifecycleType(): number | undefined {
  const { pathname } = useLocation();
  return lifecycleListOf(pathname)?.type;
}
