import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import SimCardDownloadOutlinedIcon from '@mui/icons-material/SimCardDownloadOutlined';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider';
import { IfAction } from '../../../platform/IfAction';

/** A work phone's actions (spec §7 `worker-device`): read its number, forget it (confirmed), test it. */
export function DeviceActions() {
  const translate = useTranslate();
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const dp = useDataProvider<AppDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const getPhone = useMutation({
    mutationFn: (id: number | string) => dp.deviceGetPhone(id),
    onSuccess: (phone) => {
      notify(translate('app.admin_tools.devices.phone_read', { phone: phone ?? '' }), { type: 'success' });
      refresh();
    },
  });
  const deletePhone = useMutation({
    mutationFn: (id: number | string) => dp.deviceDeletePhone(id),
    onSuccess: () => {
      notify('app.admin_tools.devices.phone_deleted', { type: 'success' });
      refresh();
    },
    onSettled: () => setConfirming(false),
  });
  const test = useMutation({
    mutationFn: (id: number | string) => dp.deviceTest(id),
    onSuccess: (online) =>
      notify(online ? 'app.admin_tools.devices.test_ok' : 'app.admin_tools.devices.test_offline', {
        type: online ? 'success' : 'warning',
      }),
  });
  if (!record) return null;
  return (
    <IfAction resource="worker-device" action="edit">
      <span
        onClick={(event) => event.stopPropagation()}
        style={{ display: 'inline-flex', gap: 4, whiteSpace: 'nowrap' }}
      >
        <Button
          size="small"
          startIcon={<SimCardDownloadOutlinedIcon />}
          disabled={getPhone.isPending}
          onClick={() => getPhone.mutate(record.id)}
          data-testid="device-get-phone"
        >
          {translate('app.admin_tools.devices.get_phone')}
        </Button>
        {record.phone_number ? (
          <Button
            size="small"
            color="error"
            startIcon={<PhonelinkEraseIcon />}
            onClick={() => setConfirming(true)}
            data-testid="device-delete-phone"
          >
            {translate('app.admin_tools.devices.delete_phone')}
          </Button>
        ) : null}
        <Button
          size="small"
          startIcon={<NetworkCheckIcon />}
          disabled={test.isPending}
          onClick={() => test.mutate(record.id)}
          data-testid="device-test"
        >
          {translate('app.admin_tools.devices.test')}
        </Button>
        <Confirm
          isOpen={confirming}
          loading={deletePhone.isPending}
          title="app.admin_tools.devices.delete_phone"
          content="app.admin_tools.devices.delete_confirm"
          translateOptions={{ name: String(record.name ?? '') }}
          confirmColor="warning"
          onConfirm={() => deletePhone.mutate(record.id)}
          onClose={() => setConfirming(false)}
        />
      </span>
    </IfAction>
  );
}
