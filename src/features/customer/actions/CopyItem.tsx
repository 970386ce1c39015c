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
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider';
import { IfAction } from '../../../platform/IfAction';
import { stopMenuKeys, type RowMenuItemProps } from '../rowMenuTypes';
import { ActionMenuItem } from './ActionMenuItem';
import { copyText, errorText } from './recordActionsModel';

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
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [manual, setManual] = useState<string>();
  const mutation = useMutation({
    mutationFn: async () => {
      const text = await dataProvider.oneClickCopy(Number(record.id));
      return { text, copied: await copyText(text) };
    },
    onSuccess: ({ text, copied }) => {
      if (copied) notify(translate('app.customer_actions.copy.success'), { type: 'success' });
      else setManual(text);
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
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
          mutation.mutate();
        }}
      />
      {manual !== undefined && <ManualCopyDialog text={manual} onClose={() => setManual(undefined)} />}
    </IfAction>
  );
}
