import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { Box, Button, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { megabytes, UploadStatus, UploadZone } from './UploadZone';
import { uploadRules, type UploadRules } from './uploadModel';
import { useUploads } from './useUploads';

export interface PictureUploaderProps {
  /** The pictures' addresses (controlled). */
  value: readonly string[];
  onChange(value: string[]): void;
  /** How many pictures it holds (default 1, V12). */
  limit?: number;
  /** Accepted extensions (default jpg, png, jpeg, V09). */
  extensions?: readonly string[];
  /** Largest picture in bytes (default 20M, V08). */
  maxBytes?: number;
  disabled?: boolean;
  /** The media library's picker (issue 15 point 3): the chosen items, or none when cancelled. */
  pickFromLibrary?: () => Promise<{ id: number; url: string }[]>;
  /** i18n key of the accessible name of the adding tile. */
  label?: string;
  testId?: string;
}

const TILE = 104;

/**
 * The picture uploader (issue 15): thumbnails with a remove button, a tile to click, drop on or
 * paste into (V15), the checks of V08, V09, V12, V13 before anything is sent, the progress and
 * "uploading..." / "upload success" (E18), the server's refusal (E06).
 */
export function PictureUploader({
  value,
  onChange,
  limit,
  extensions,
  maxBytes,
  disabled,
  pickFromLibrary,
  label = 'app.upload.add_picture',
  testId = 'picture-uploader',
}: PictureUploaderProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const rules: UploadRules = uploadRules('picture', { limit, extensions, maxBytes });
  const { add, remove, pending, phase, busy } = useUploads({ rules, value, onChange, previews: true });
  const full = value.length + pending.length >= rules.limit;
  const pick = async () => {
    if (!pickFromLibrary) return;
    const items = await pickFromLibrary();
    if (!items.length) return;
    if (items.length + value.length > rules.limit) {
      notify(translate('app.upload.too_many'), { type: 'warning' });
      return;
    }
    onChange([...value, ...items.map((i) => i.url)]);
  };
  return (
    <Box data-testid={testId}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="flex-start">
        {value.map((url) => (
          <Box
            key={url}
            sx={{
              position: 'relative',
              width: TILE,
              height: TILE,
              borderRadius: 1,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
            data-testid="picture-item"
          >
            <Box
              component="a"
              href={url}
              target="_blank"
              rel="noreferrer"
              aria-label={translate('app.upload.open')}
            >
              <Box
                component="img"
                src={url}
                alt=""
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </Box>
            {!disabled && (
              <Tooltip title={translate('app.upload.remove')}>
                <IconButton
                  size="small"
                  aria-label={translate('app.upload.remove')}
                  onClick={() => remove(url)}
                  sx={{
                    position: 'absolute',
                    top: 2,
                    right: 2,
                    bgcolor: 'rgba(0,0,0,0.5)',
                    color: 'common.white',
                    '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
                  }}
                  data-testid="picture-remove"
                >
                  <CloseIcon fontSize="inherit" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        ))}
        {pending.map((p) => (
          <Box
            key={p.key}
            sx={{
              position: 'relative',
              width: TILE,
              height: TILE,
              borderRadius: 1,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            {p.preview && (
              <Box
                component="img"
                src={p.preview}
                alt=""
                sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: 0.5 }}
              />
            )}
            <CircularProgress
              size={32}
              variant={p.progress > 0 && p.progress < 1 ? 'determinate' : 'indeterminate'}
              value={Math.round(p.progress * 100)}
              aria-label={translate('app.upload.uploading')}
              sx={{ position: 'absolute', top: '50%', left: '50%', mt: -2, ml: -2 }}
            />
          </Box>
        ))}
        {!full && !disabled && (
          <UploadZone
            rules={rules}
            onFiles={(files) => void add(files)}
            label={label}
            disabled={disabled || busy}
            pasteImages
            testId="picture-zone"
            sx={{ width: TILE, height: TILE, flexDirection: 'column', gap: 0.5 }}
          >
            <AddPhotoIcon />
            <Typography variant="caption">{translate(label)}</Typography>
          </UploadZone>
        )}
      </Stack>
      {!full && !disabled && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {translate('app.upload.hint_picture', {
            types: rules.extensions.join(', '),
            size: megabytes(rules.maxBytes),
          })}
        </Typography>
      )}
      {pickFromLibrary && !full && !disabled && (
        <Button
          size="small"
          startIcon={<PhotoLibraryIcon />}
          onClick={() => void pick()}
          data-testid="picture-library"
        >
          {translate('app.upload.library')}
        </Button>
      )}
      <UploadStatus phase={phase} pending={pending} />
    </Box>
  );
}
