import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { megabytes, UploadStatus, UploadZone } from './UploadZone';
import { uploadRules } from './uploadModel';
import { useUploads } from './useUploads';

export interface FileUploaderProps {
  /** The files' addresses (controlled). */
  value: readonly string[];
  onChange(value: string[]): void;
  /** How many files it holds (default 1, V12). */
  limit?: number;
  /** Accepted extensions (default xls, xlsx, doc, docx, amr, mp3, wav, aac, m4a, V11). */
  extensions?: readonly string[];
  /** Largest file in bytes (default 100M, V10). */
  maxBytes?: number;
  disabled?: boolean;
  testId?: string;
}

/** The name shown for a stored file: the last part of its address. */
const nameOf = (url: string) => decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() || url);

/**
 * The file uploader (issue 15): the files held with a remove button, a zone to click or drop on,
 * the checks of V10-V13 before anything is sent, "uploading..." / "upload success" (E18), the
 * server's refusal (E06).
 */
export function FileUploader({
  value,
  onChange,
  limit,
  extensions,
  maxBytes,
  disabled,
  testId = 'file-uploader',
}: FileUploaderProps) {
  const translate = useTranslate();
  const rules = uploadRules('file', { limit, extensions, maxBytes });
  const { add, remove, pending, phase, busy } = useUploads({ rules, value, onChange });
  const full = value.length + pending.length >= rules.limit;
  return (
    <Box data-testid={testId}>
      {!full && !disabled && (
        <UploadZone
          rules={rules}
          onFiles={(files) => void add(files)}
          label="app.upload.add_file"
          disabled={busy}
          testId="file-zone"
          sx={{ px: 2, py: 1.5, gap: 1 }}
        >
          <UploadFileIcon />
          <Typography variant="body2">
            {translate('app.upload.hint_file', {
              types: rules.extensions.join(', '),
              size: megabytes(rules.maxBytes),
            })}
          </Typography>
        </UploadZone>
      )}
      {(value.length > 0 || pending.length > 0) && (
        <List dense disablePadding>
          {value.map((url) => (
            <ListItem
              key={url}
              disableGutters
              data-testid="file-item"
              secondaryAction={
                !disabled && (
                  <Tooltip title={translate('app.upload.remove')}>
                    <IconButton
                      edge="end"
                      size="small"
                      aria-label={translate('app.upload.remove')}
                      onClick={() => remove(url)}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <InsertDriveFileIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link href={url} target="_blank" rel="noreferrer">
                    {nameOf(url)}
                  </Link>
                }
              />
            </ListItem>
          ))}
          {pending.map((p) => (
            <ListItem key={p.key} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <InsertDriveFileIcon fontSize="small" color="disabled" />
              </ListItemIcon>
              <ListItemText primary={p.name} secondary={`${Math.round(p.progress * 100)}%`} />
            </ListItem>
          ))}
        </List>
      )}
      <UploadStatus phase={phase} pending={pending} />
    </Box>
  );
}
