import WifiTetheringIcon from '@mui/icons-material/WifiTethering';
import {
  Button,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ActionDialog } from '../../../components/ActionDialog';
import { LoadError } from '../../../components/LoadError';
import { IfAction } from '../../../platform/IfAction';
import { useOnlineDevices } from '../api';

function OnlineDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const online = useOnlineDevices();
  return (
    <ActionDialog
      title={translate('app.admin_tools.devices.online_title')}
      onClose={onClose}
      testId="online-devices-dialog"
      maxWidth="sm"
    >
      {online.isError ? (
        <LoadError error={online.error} onRetry={() => void online.refetch()} />
      ) : !online.data ? (
        <Stack spacing={1}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={32} />
          ))}
        </Stack>
      ) : online.data.length === 0 ? (
        <Typography color="text.secondary">{translate('app.admin_tools.devices.online_empty')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.worker-device.fields.name')}</TableCell>
              <TableCell>{translate('resources.worker-device.fields.worker_id')}</TableCell>
              <TableCell>{translate('resources.worker-device.fields.phone_number')}</TableCell>
              <TableCell>{translate('resources.worker-device.fields.last_online_at')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {online.data.map((d) => (
              <TableRow key={d.id} data-testid="online-device-row">
                <TableCell>{d.name}</TableCell>
                <TableCell>{d.worker_name ?? ''}</TableCell>
                <TableCell>{d.phone_number ?? ''}</TableCell>
                <TableCell>{d.last_online_at ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ActionDialog>
  );
}

/** Above the work phones: the ones online now (spec §7 `worker-device/get-online-device`). */
export function OnlineDevicesButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <IfAction resource="worker-device" action="query">
      <Button
        size="small"
        startIcon={<WifiTetheringIcon />}
        onClick={() => setOpen(true)}
        data-testid="online-devices"
      >
        {translate('app.admin_tools.devices.online')}
      </Button>
      {open ? <OnlineDialog onClose={() => setOpen(false)} /> : null}
    </IfAction>
  );
}
