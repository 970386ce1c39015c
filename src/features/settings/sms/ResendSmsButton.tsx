import ReplayIcon from '@mui/icons-material/Replay';
import { IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider';

/** A record's "resend" (spec §7 SMS records), after a confirmation. */
export function ResendSmsButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [asking, setAsking] = useState(false);
  const resend = useMutation({
    mutationFn: (id: number | string) => dataProvider.resendSms(id),
    onSuccess: () => {
      notify('app.sms.resent', { type: 'success' });
      refresh();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => setAsking(false),
  });
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
        onConfirm={() => resend.mutate(record.id)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
