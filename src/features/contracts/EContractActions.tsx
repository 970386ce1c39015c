import PreviewIcon from '@mui/icons-material/Preview';
import SmsIcon from '@mui/icons-material/Sms';
import { Box, Button, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EContractPreview, NewContractBody } from '../../../dataProvider';
import { ActionDialog } from '../../components/ActionDialog';
import { useEContractPreview, useEContractSend } from './api';

/**
 * With `e_contract_open`: the e-contract preview of the template filled with the contract
 * (`contract-config/preview`, its plain text in a dialog) and, once saved, the signing message to
 * party B (`contract-config/send-msg`).
 */
export function EContractActions({
  body,
  no,
  savedId,
}: {
  body: NewContractBody | undefined;
  no: string;
  savedId: number | undefined;
}) {
  const translate = useTranslate();
  const [preview, setPreview] = useState<EContractPreview>();
  const previewCall = useEContractPreview();
  const sendCall = useEContractSend();
  const send = (
    <Button
      startIcon={<SmsIcon />}
      disabled={savedId === undefined || sendCall.isPending}
      onClick={() => savedId !== undefined && sendCall.mutate(savedId)}
      data-testid="e-contract-send"
    >
      {translate('app.contracts.send_msg')}
    </Button>
  );
  return (
    <>
      <Button
        startIcon={<PreviewIcon />}
        disabled={!body || previewCall.isPending}
        onClick={() => body && previewCall.mutate({ ...body, no }, { onSuccess: setPreview })}
        data-testid="e-contract-preview"
      >
        {translate('app.contracts.e_preview')}
      </Button>
      {savedId === undefined ? (
        <Tooltip title={translate('app.contracts.send_msg_hint')}>
          <span>{send}</span>
        </Tooltip>
      ) : (
        send
      )}
      {preview && (
        <ActionDialog
          title={preview.title}
          onClose={() => setPreview(undefined)}
          testId="e-contract-dialog"
          maxWidth="md"
        >
          <Box sx={{ whiteSpace: 'pre-wrap', typography: 'body2' }} data-testid="e-contract-content">
            {preview.content}
          </Box>
        </ActionDialog>
      )}
    </>
  );
}
