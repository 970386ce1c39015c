import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import type { RemoveParams } from '../../../../dataProvider/methods/customerPool';
import { REMOVAL_REASONS } from '../../../../resources/customer';
import { IfAction } from '../../../platform/IfAction';
import { labelKeys } from '../../../platform/labels';
import { poolWrites } from '../api';
import { PoolDialog } from '../PoolDialog';
import { usePoolAction } from '../usePoolAction';
import { DialogMenuItem } from '../actions/ActionMenuItem';
import { BIN_PERMISSION } from './binModel';

type Reason = RemoveParams['removal_reason'];

/** Removes customers into the bin with one of the 8 reasons of spec §3 (required). */
export function RemoveDialog({ ids, onClose }: { ids: number[]; onClose(): void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState<Reason>();
  const [missing, setMissing] = useState(false);
  const mutation = usePoolAction(poolWrites.remove, onClose);
  const submit = () => {
    if (reason === undefined) setMissing(true);
    else mutation.mutate({ ids, removal_reason: reason });
  };
  return (
    <PoolDialog
      title={translate('app.customer_pool.remove.title')}
      count={ids.length}
      submitLabel={translate('app.customer_pool.remove.submit')}
      busy={mutation.isPending}
      testId="remove-dialog"
      onClose={onClose}
      onSubmit={submit}
    >
      <FormControl required error={missing}>
        <FormLabel id="remove-reason">{translate('app.customer_pool.remove.reason')}</FormLabel>
        <RadioGroup
          aria-labelledby="remove-reason"
          value={reason ?? ''}
          onChange={(e) => {
            setReason(REMOVAL_REASONS.find((r) => String(r) === e.target.value));
            setMissing(false);
          }}
        >
          {REMOVAL_REASONS.map((r) => (
            <FormControlLabel
              key={r}
              value={r}
              control={<Radio size="small" />}
              label={translate(labelKeys.choice('customer', 'removal_reason', r))}
            />
          ))}
        </RadioGroup>
        <FormHelperText>
          {missing ? translate('app.customer_pool.remove.reason_required') : ' '}
        </FormHelperText>
      </FormControl>
    </PoolDialog>
  );
}

/** "Remove" in a customer row's menu (a customer not in the bin yet). */
export function RemoveMenuItem({ record, onClose }: { record: RaRecord; onClose(): void }) {
  if (record.removed_at) return null;
  return (
    <IfAction permission={BIN_PERMISSION} action="delete">
      <DialogMenuItem
        label="app.customer_pool.remove.action"
        icon={<DeleteOutlineIcon fontSize="small" />}
        testId="row-menu-remove"
        onMenuClose={onClose}
        dialog={(close) => <RemoveDialog ids={[Number(record.id)]} onClose={close} />}
      />
    </IfAction>
  );
}

/** "Remove" on the selected rows of a customer list. */
export function RemoveBulkButton() {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <IfAction permission={BIN_PERMISSION} action="delete">
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutlineIcon />}
        data-testid="remove-bulk"
        onClick={() => setOpen(true)}
      >
        {translate('app.customer_pool.remove.action')}
      </Button>
      {open && <RemoveDialog ids={selectedIds.map(Number)} onClose={() => setOpen(false)} />}
    </IfAction>
  );
}
