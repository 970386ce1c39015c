import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { TextInput, useTranslate, type InputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { SmsPreview } from '../../../../dataProvider/methods';
import { failureText } from '../../../platform/mutations';
import { useSmsPreview } from '../api';
import { messageCount, textUnits } from './smsModel';

/** The counter under a template's text (V06): units and the number of messages. */
export function SmsCounter({ text }: { text: string }) {
  const translate = useTranslate();
  const units = textUnits(text);
  return (
    <Typography variant="caption" color="text.secondary" data-testid="sms-counter" component="span">
      {translate('app.sms.counter', { units, count: messageCount(units) })}
    </Typography>
  );
}

function PreviewDialog({ preview, onClose }: { preview: SmsPreview | undefined; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={!!preview} onClose={onClose} aria-labelledby="sms-preview-title" maxWidth="xs" fullWidth>
      <DialogTitle id="sms-preview-title">{translate('app.sms.preview_title')}</DialogTitle>
      <DialogContent>
        {/* Server text, shown as text. */}
        <Box
          data-testid="sms-preview-text"
          sx={{
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'action.hover',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {preview?.content}
        </Box>
        {preview && <SmsCounter text={preview.content} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.sms.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A template's text: multiline, with the V06 counter and a preview (`sms-template/preview`). */
export function SmsContentInput(props: InputProps) {
  const translate = useTranslate();
  const content = useWatch({ name: props.source }) as unknown;
  const sign = useWatch({ name: 'sign' }) as unknown;
  const text = typeof content === 'string' ? content : '';
  const [preview, setPreview] = useState<SmsPreview>();
  const previewing = useSmsPreview();
  return (
    <Box>
      <TextInput {...props} multiline minRows={4} fullWidth helperText={false} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: -0.5, gap: 1 }}>
        <SmsCounter text={text} />
        <Button
          size="small"
          startIcon={previewing.isPending ? <CircularProgress size={14} /> : <VisibilityOutlinedIcon />}
          disabled={!text.trim() || previewing.isPending}
          onClick={() =>
            previewing.mutate(
              { content: text, sign: typeof sign === 'string' ? sign : undefined },
              { onSuccess: setPreview },
            )
          }
          data-testid="sms-preview"
        >
          {translate('app.sms.preview')}
        </Button>
      </Box>
      {previewing.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failureText(previewing.error)}
        </Alert>
      )}
      <PreviewDialog preview={preview} onClose={() => setPreview(undefined)} />
    </Box>
  );
}
