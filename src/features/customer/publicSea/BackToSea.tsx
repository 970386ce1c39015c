import UndoIcon from '@mui/icons-material/Undo';
import { Button, ListItemIcon, ListItemText, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { IfAction } from '../../../platform/IfAction';
import { poolWrites } from '../api';
import { PoolDialog, useLifecycleType } from '../PoolDialog';
import { usePoolAction } from '../usePoolAction';
import { PUBLIC_SEA, SEA_PERMISSION } from './seaModel';

/** The longest reason the API takes. */
const REASON_MAX = 200;

interface DialogProps {
  ids: number[];
  onClose(): void;
}

/** Puts customers back into the public sea with a required reason. */
export function BackToSeaDialog({ ids, onClose }: DialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = usePoolAction(poolWrites.backToSea, onClose);
  const submit = () => {
    if (reason.trim() === '') setMissing(true);
    else mutation.mutate({ ids, reason: reason.trim() });
  };
  return (
    <PoolDialog
      title={translate('app.customer_pool.back_to_sea.title')}
      count={ids.length}
      submitLabel={translate('app.customer_pool.back_to_sea.submit')}
      busy={mutation.isPending}
      testId="back-to-sea-dialog"
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        required
        multiline
        minRows={2}
        autoFocus
        label={translate('app.customer_pool.back_to_sea.reason')}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setMissing(false);
        }}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        error={missing}
        helperText={missing ? translate('app.customer_pool.back_to_sea.reason_required') : ' '}
      />
    </PoolDialog>
  );
}

/** "Put back into the sea" in a customer row's menu (a customer that is not in the sea). */
export function BackToSeaMenuItem({ record, onClose }: { record: RaRecord; onClose(): void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (record.customer_type === PUBLIC_SEA || record.removed_at) return null;
  return (
    <IfAction permission={SEA_PERMISSION} action="edit">
      <MenuItem
        data-testid="row-menu-back-to-sea"
        onClick={() => {
          onClose();
          setOpen(true);
        }}
      >
        <ListItemIcon>
          <UndoIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.customer_pool.back_to_sea.action')}</ListItemText>
      </MenuItem>
      {open && <BackToSeaDialog ids={[Number(record.id)]} onClose={() => setOpen(false)} />}
    </IfAction>
  );
}

/** "Put back into the sea" on the selected rows of "my customers". */
export function BackToSeaBulkButton() {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const listType = useLifecycleType();
  if (listType !== 0) return null;
  return (
    <IfAction permission={SEA_PERMISSION} action="edit">
      <Button
        size="small"
        startIcon={<UndoIcon />}
        data-testid="back-to-sea-bulk"
        onClick={() => setOpen(true)}
      >
        {translate('app.customer_pool.back_to_sea.action')}
      </Button>
      {open && <BackToSeaDialog ids={selectedIds.map(Number)} onClose={() => setOpen(false)} />}
    </IfAction>
  );
}
