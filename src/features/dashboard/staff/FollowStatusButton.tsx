import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { IfAction } from '../../../platform/IfAction';
import { useFollowStatus } from '../api';

/** A follow record's status (spec §7 `PUT worker-user/{id}`): valid (1) or invalid (0), after a confirmation. */
export function FollowStatusButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const next: 0 | 1 = record?.status === 0 ? 1 : 0;
  // The confirmation closes once changed; a failure keeps it open for another try.
  const mutation = useFollowStatus();
  if (!record) return null;
  const label = translate(next === 1 ? 'app.dashboard.staff.status_on' : 'app.dashboard.staff.status_off');
  return (
    <IfAction resource="worker-user" action="edit">
      <span onClick={(e) => e.stopPropagation()}>
        <Button
          size="small"
          startIcon={next === 1 ? <ToggleOnIcon /> : <ToggleOffIcon />}
          onClick={() => setOpen(true)}
          data-testid="follow-status"
        >
          {label}
        </Button>
        <Confirm
          isOpen={open}
          loading={mutation.isPending}
          title="app.dashboard.staff.status_confirm_title"
          content={
            next === 1 ? 'app.dashboard.staff.status_confirm_on' : 'app.dashboard.staff.status_confirm_off'
          }
          confirm={label}
          onConfirm={() =>
            mutation.mutate({ id: record.id, status: next }, { onSuccess: () => setOpen(false) })
          }
          onClose={() => setOpen(false)}
        />
      </span>
    </IfAction>
  );
}
