import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { IfAction } from '../../../platform/IfAction';
import { useAppMutation } from '../../../platform/mutations';
import { recordWrites } from '../api';
import { stopMenuKeys, type RowMenuItemProps } from '../rowMenuTypes';
import { ActionMenuItem } from './ActionMenuItem';

/** Without a clipboard: the text, selected, to copy by hand. */
function ManualCopyDialog({ text, onClose }: { text: string; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} onKeyDown={stopMenuKeys} maxWidth="sm" fullWidth data-testid="copy-dialog">
      <DialogTitle>{translate('app.customer_actions.copy.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.customer_actions.copy.manual')}
        </Typography>
        <TextField
          value={text}
          multiline
          fullWidth
          autoFocus
          slotProps={{
            htmlInput: { readOnly: true, 'aria-label': translate('app.customer_actions.copy.title') },
          }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.customer_actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * "One-click copy" (`one-click-copy/{id}`): the profile text on the clipboard and "Copied"; where
 * the browser has no clipboard, a dialog with the text selected.
 */
export function CopyItem({ record, onClose }: RowMenuItemProps) {
  const [manual, setManual] = useState<string>();
  // "Copied" once on the clipboard; without one, the text to copy by hand.
  const mutation = useAppMutation(recordWrites.copy, {
    onSuccess: ({ text, copied }) => {
      if (!copied) setManual(text);
    },
  });
  return (
    <IfAction permission="user_view" action="get">
      <ActionMenuItem
        label="app.customer_actions.copy.action"
        icon={<ContentCopyIcon fontSize="small" />}
        testId="row-action-copy"
        disabled={mutation.isPending}
        onClick={() => {
          onClose();
          mutation.mutate({ id: Number(record.id) });
        }}
      />
      {manual !== undefined && <ManualCopyDialog text={manual} onClose={() => setManual(undefined)} />}
    </IfAction>
  );
}
