import CloseIcon from '@mui/icons-material/Close';
import CropIcon from '@mui/icons-material/Crop';
import { Avatar, Button, FormControl, FormLabel, IconButton, Stack, Tooltip } from '@mui/material';
import { Suspense, useState } from 'react';
import { FieldTitle, useInput, useTranslate } from 'react-admin';
import type { FieldSlotProps } from '../../../resources/core/define';
import { lazyWithReload } from '../../platform/chunks';

// The cropper and react-easy-crop load only when a user crops (a lazy chunk).
const AvatarCropDialog = lazyWithReload(() => import('./AvatarCropDialog'));

/** A customer's avatar in forms (issue 15): the current one, "change avatar" through the cropper, remove. */
export function AvatarInput({ source, resource, label }: FieldSlotProps) {
  const translate = useTranslate();
  const { field, id } = useInput({ source, resource });
  const [open, setOpen] = useState(false);
  const url = typeof field.value === 'string' ? field.value : '';
  return (
    <FormControl margin="dense" fullWidth id={id} component="fieldset" data-testid={`avatar-input-${source}`}>
      <FormLabel component="legend" sx={{ mb: 1, fontSize: '0.8rem' }}>
        <FieldTitle label={label} source={source} resource={resource} />
      </FormLabel>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar
          src={url || undefined}
          alt=""
          sx={{ width: 72, height: 72 }}
          data-testid="avatar-input-preview"
        />
        <Button
          variant="outlined"
          size="small"
          startIcon={<CropIcon />}
          onClick={() => setOpen(true)}
          data-testid="avatar-change"
        >
          {translate('app.upload.crop.change')}
        </Button>
        {url && (
          <Tooltip title={translate('app.upload.remove')}>
            <IconButton
              size="small"
              aria-label={translate('app.upload.remove')}
              onClick={() => {
                field.onChange('');
                field.onBlur();
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {open && (
        <Suspense fallback={null}>
          <AvatarCropDialog
            onClose={() => setOpen(false)}
            onSaved={(saved) => {
              field.onChange(saved);
              field.onBlur();
            }}
          />
        </Suspense>
      )}
    </FormControl>
  );
}
