import ReplayIcon from '@mui/icons-material/Replay';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { useSmsResend } from '../api';

/** A record's "resend" (spec §7 SMS records), after a confirmation. */
export function ResendSmsButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const [asking, setAsking] = useState(false);
  // The confirmation closes once sent; a failure keeps it open for another try.
  const resend = useSmsResend();
  if (!record) return null;
  const label = translate('app.sms.resend');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          data-testid="sms-resend"
          onClick={(event) => {
            event.stopPropagation();
            setAsking(true);
          }}
        >
          <ReplayIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={asking}
        loading={resend.isPending}
        title="app.sms.resend_title"
        content="app.sms.resend_confirm"
        translateOptions={{ phone: String(record.phone ?? '') }}
        onConfirm={() => resend.mutate(record.id, { onSuccess: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
