import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Slider,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { CROP_BOX, croppedPng, scaledImage, type Area } from './cropModel';
import { UploadZone } from './UploadZone';
import { checkFiles, uploadRules } from './uploadModel';
import { readDataUrl } from './useUploads';

export interface AvatarCropDialogProps {
  onClose(): void;
  /** The stored PNG's address. */
  onSaved(url: string): void;
}

const rules = uploadRules('picture');

/**
 * The avatar cropper (issue 15, lazy chunk): an image chosen, dropped or pasted (V08, V09, V13),
 * scaled to at most 2000 px, a 450×250 box to move and zoom, the area saved as a PNG through
 * `attach/base64` (`base64_data`).
 */
export default function AvatarCropDialog({ onClose, onSaved }: AvatarCropDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [source, setSource] = useState<string>();
  const [reading, setReading] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const choose = async (files: File[]) => {
    const refusal = checkFiles(files, rules);
    if (refusal) {
      notify(translate(`app.upload.${refusal.key}`, refusal.values), { type: 'warning' });
      return;
    }
    setReading(true);
    setUnreadable(false);
    try {
      const raw = await readDataUrl(files[0]);
      if (!raw) throw new Error('unreadable');
      setSource(await scaledImage(raw));
      setZoom(1);
      setCrop({ x: 0, y: 0 });
    } catch {
      setUnreadable(true);
    } finally {
      setReading(false);
    }
  };
  const save = useMutation({
    mutationFn: async () => {
      if (!source || !area) throw new Error(translate('app.upload.crop.unreadable'));
      return dataProvider.uploadBase64(await croppedPng(source, area));
    },
    onSuccess: (url) => {
      notify(translate('app.upload.success'), { type: 'success' });
      onSaved(url);
      onClose();
    },
    onError: (error) => notify(error.message || translate('app.upload.failed'), { type: 'error' }),
  });
  const busy = save.isPending;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="avatar-crop-dialog"
    >
      <DialogTitle id={titleId}>{translate('app.upload.crop.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Box
            sx={{
              position: 'relative',
              width: { xs: '100%', sm: CROP_BOX.width + 110 },
              height: CROP_BOX.height + 110,
              bgcolor: 'grey.900',
              borderRadius: 1,
              overflow: 'hidden',
            }}
          >
            {source ? (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                cropSize={CROP_BOX}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
              />
            ) : (
              <UploadZone
                rules={rules}
                onFiles={(files) => void choose(files)}
                label="app.upload.crop.choose"
                pasteImages
                disabled={reading}
                testId="avatar-crop-zone"
                sx={{ position: 'absolute', inset: 16, bgcolor: 'background.paper' }}
              >
                <Typography>
                  {translate(reading ? 'app.upload.crop.loading' : 'app.upload.crop.choose')}
                </Typography>
              </UploadZone>
            )}
          </Box>
          {source && (
            <Stack direction="row" spacing={2} alignItems="center">
              <Typography variant="body2" id={`${titleId}-zoom`}>
                {translate('app.upload.crop.zoom')}
              </Typography>
              <Slider
                value={zoom}
                min={1}
                max={3}
                step={0.05}
                onChange={(_, v) => setZoom(typeof v === 'number' ? v : v[0])}
                aria-labelledby={`${titleId}-zoom`}
                sx={{ flex: 1 }}
              />
              <Button size="small" onClick={() => setSource(undefined)} disabled={busy}>
                {translate('app.upload.crop.choose')}
              </Button>
            </Stack>
          )}
          {unreadable && <Alert severity="error">{translate('app.upload.crop.unreadable')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('app.upload.crop.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!source || !area}
          loading={busy}
          onClick={() => save.mutate()}
          data-testid="avatar-crop-save"
        >
          {translate('app.upload.crop.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
