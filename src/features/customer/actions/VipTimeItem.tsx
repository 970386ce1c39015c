import EventIcon from '@mui/icons-material/Event';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { ActionDialog } from '../../../components/ActionDialog';
import { IfAction } from '../../../platform/IfAction';
import { formatDate } from '../../../platform/format';
import { useAppMutation } from '../../../platform/mutations';
import { recordWrites } from '../api';
import type { RowMenuItemProps } from '../rowMenuTypes';
import { DialogMenuItem } from './ActionMenuItem';
import { dateInputValue, todayIso } from './recordActionsModel';
import { useRecordAsRead } from './useRecordAsRead';

function VipTimeDialog({ record: row, onClose }: { record: RaRecord; onClose(): void }) {
  const translate = useTranslate();
  // A colleague's change meanwhile (409): the current expiry shown is theirs, the date typed stays.
  const read = useRecordAsRead(row);
  const current = dateInputValue(read.record.vip_expire_at);
  const [date, setDate] = useState(() => current || todayIso());
  const [missing, setMissing] = useState(false);
  // The failure is said in the dialog, above its buttons, with the date kept.
  const mutation = useAppMutation(recordWrites.vipTime, { notifyError: false });
  const submit = () => {
    if (!date) return setMissing(true);
    mutation.mutate(
      { id: Number(row.id), vip_expire_at: date, revision: read.revision },
      { onSuccess: onClose, onError: read.onError },
    );
  };
  return (
    <ActionDialog
      title={translate('app.customer_actions.vip.title')}
      summary={
        <span data-testid="vip-time-current">
          {current
            ? translate('app.customer_actions.vip.current', { date: formatDate(current) })
            : translate('app.customer_actions.vip.none')}
        </span>
      }
      submitLabel={translate('app.customer_actions.save')}
      onSubmit={submit}
      onClose={onClose}
      busy={mutation.isPending}
      error={mutation.isError ? read.errorText(mutation.error) : undefined}
      testId="vip-time-dialog"
      submitTestId="vip-time-submit"
    >
      <TextField
        type="date"
        label={translate('app.customer_actions.vip.date')}
        value={date}
        required
        error={missing}
        helperText={missing ? translate('app.customer_actions.vip.required') : undefined}
        onChange={(e) => {
          setDate(e.target.value);
          setMissing(false);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </ActionDialog>
  );
}

/** "Change VIP expiry" (`change-vip-time/{id}`): a date dialog showing the current expiry. */
export function VipTimeItem({ record, onClose }: RowMenuItemProps) {
  return (
    <IfAction permission="user_view" action="edit">
      <DialogMenuItem
        label="app.customer_actions.vip.action"
        icon={<EventIcon fontSize="small" />}
        testId="row-action-vip"
        onMenuClose={onClose}
        dialog={(close) => <VipTimeDialog record={record} onClose={close} />}
      />
    </IfAction>
  );
}
