import CropIcon from '@mui/icons-material/Crop';
import { IconButton, Tooltip } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyWithReload } from '../../platform/chunks';

// The cropper and react-easy-crop load only when a user crops (a lazy chunk).
const AvatarCropDialog = lazyWithReload(() => import('./AvatarCropDialog'));

/** A small "change avatar" button opening the avatar cropper; `onSaved` receives the PNG's address. */
export function AvatarCropButton({ onSaved, testId }: { onSaved(url: string): void; testId?: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('app.upload.crop.change');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          data-testid={testId}
          sx={{
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            boxShadow: 1,
            '&:hover': { bgcolor: 'background.paper', color: 'primary.main' },
          }}
        >
          <CropIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <AvatarCropDialog onClose={() => setOpen(false)} onSaved={onSaved} />
        </Suspense>
      )}
    </>
  );
}
