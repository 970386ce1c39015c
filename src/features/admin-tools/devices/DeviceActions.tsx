import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import SimCardDownloadOutlinedIcon from '@mui/icons-material/SimCardDownloadOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { IfAction } from '../../../platform/IfAction';
import { useDeviceDeletePhone, useDeviceGetPhone, useDeviceTest } from '../api';

/** A work phone's actions (spec §7 `worker-device`): read its number, forget it (confirmed), test it. */
export function DeviceActions() {
  const translate = useTranslate();
  const record = useRecordContext();
  const [confirming, setConfirming] = useState(false);
  const getPhone = useDeviceGetPhone();
  // The confirmation closes once the number is forgotten; a failure keeps it open for another try.
  const deletePhone = useDeviceDeletePhone();
  const test = useDeviceTest();
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
          onConfirm={() => deletePhone.mutate(record.id, { onSuccess: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        />
      </span>
    </IfAction>
  );
}
