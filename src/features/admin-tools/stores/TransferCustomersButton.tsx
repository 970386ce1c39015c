import MoveUpIcon from '@mui/icons-material/MoveUp';
import { Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { ActionDialog } from '../../../components/ActionDialog';
import { IfAction } from '../../../platform/IfAction';
import { failureText } from '../../../platform/mutations';
import { useTransferCustomers } from '../api';

function TransferDialog({ id, name, onClose }: { id: number | string; name: string; onClose: () => void }) {
  const translate = useTranslate();
  const stores = useGetList('store', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'id', order: 'ASC' },
  });
  const [target, setTarget] = useState<string>('');
  const [touched, setTouched] = useState(false);
  const mutation = useTransferCustomers();
  const others = (stores.data ?? []).filter((s) => s.id !== id);
  return (
    <ActionDialog
      title={translate('app.admin_tools.stores.title')}
      summary={translate('app.admin_tools.stores.summary', { name })}
      submitLabel={translate('app.admin_tools.stores.submit')}
      onSubmit={() => {
        setTouched(true);
        if (target) mutation.mutate({ from: id, to: target }, { onSuccess: onClose });
      }}
      onClose={onClose}
      busy={mutation.isPending}
      error={mutation.isError ? failureText(mutation.error) : undefined}
      testId="store-transfer-dialog"
    >
      <TextField
        select
        label={translate('app.admin_tools.stores.target')}
        value={target}
        onChange={(e) => setTarget(e.target.value)}
        error={touched && !target}
        helperText={touched && !target ? translate('app.admin_tools.stores.target_required') : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'store-transfer-target' } }}
      >
        {others.map((store) => (
          <MenuItem key={store.id} value={String(store.id)}>
            {String(store.name ?? store.id)}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}

/** Spec §7 `store/trans-customer`: every customer of this store moves to another store, after a confirmation. */
export function TransferCustomersButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <IfAction resource="store" action="edit">
      <span onClick={(event) => event.stopPropagation()}>
        <Button
          size="small"
          startIcon={<MoveUpIcon />}
          onClick={() => setOpen(true)}
          data-testid="store-transfer"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('app.admin_tools.stores.button')}
        </Button>
        {open ? (
          <TransferDialog id={record.id} name={String(record.name ?? '')} onClose={() => setOpen(false)} />
        ) : null}
      </span>
    </IfAction>
  );
}
