import EventIcon from '@mui/icons-material/Event';
import { TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider';
import { ActionDialog } from '../../../components/ActionDialog';
import { IfAction } from '../../../platform/IfAction';
import { formatDate } from '../../../platform/format';
import type { RowMenuItemProps } from '../rowMenuTypes';
import { DialogMenuItem } from './ActionMenuItem';
import { dateInputValue, errorText, todayIso } from './recordActionsModel';

function VipTimeDialog({ record, onClose }: { record: RaRecord; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const current = dateInputValue(record.vip_expire_at);
  const [date, setDate] = useState(current || todayIso());
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({
    mutationFn: (value: string) => dataProvider.changeVipTime(Number(record.id), value),
    onSuccess: (answer) => {
      notify(translate('app.customer_actions.vip.success', { date: formatDate(answer.vip_expire_at) }), {
        type: 'success',
      });
      refresh();
      onClose();
    },
  });
  const submit = () => {
    if (!date) return setMissing(true);
    mutation.mutate(date);
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
      error={mutation.isError ? errorText(mutation.error) : undefined}
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
