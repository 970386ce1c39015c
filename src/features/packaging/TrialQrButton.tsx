import QrCode2Icon from '@mui/icons-material/QrCode2';
import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ActionDialog } from '../../components/ActionDialog';
import { QrCode } from '../../components/qr/QrCode';
import { useTrialQrcode } from './api';
import { hasTrial } from './packModel';

function TrialDialog({
  id,
  version,
  onClose,
}: {
  id: number | string;
  version: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const trial = useTrialQrcode(id, true);
  const title = translate('app.packaging.trial.title', { version });
  return (
    <ActionDialog title={title} onClose={onClose} testId="pack-trial-dialog">
      <Stack alignItems="center" spacing={1}>
        {trial.isError ? (
          <Alert severity="error">
            {trial.error instanceof Error ? trial.error.message : translate('app.packaging.trial.failed')}
          </Alert>
        ) : trial.data ? (
          <>
            <QrCode value={trial.data} title={title} size={200} testId="pack-trial-qr" />
            <Typography variant="body2" color="text.secondary">
              {translate('app.packaging.trial.hint')}
            </Typography>
          </>
        ) : (
          <Skeleton variant="rectangular" width={200} height={200} />
        )}
      </Stack>
    </ActionDialog>
  );
}

/** The trial version's QR code of a built package, drawn from the URL the server returns. */
export function TrialQrButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record || !hasTrial(record.status)) return null;
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button
        size="small"
        startIcon={<QrCode2Icon />}
        onClick={() => setOpen(true)}
        data-testid="pack-trial"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.packaging.trial.button')}
      </Button>
      {open ? (
        <TrialDialog id={record.id} version={String(record.version ?? '')} onClose={() => setOpen(false)} />
      ) : null}
    </span>
  );
}
