import { Box, LinearProgress, Typography, type SxProps, type Theme } from '@mui/material';
import {
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslate } from 'react-admin';
import { acceptOf, namedPaste, pastedImages, type UploadRules } from './uploadModel';
import type { PendingUpload, UploadPhase } from './useUploads';

interface UploadZoneProps {
  rules: UploadRules;
  onFiles(files: File[]): void;
  /** i18n key of the zone's accessible name. */
  label: string;
  disabled?: boolean;
  /** V15: a paste on the zone uploads the clipboard's image files (pictures only). */
  pasteImages?: boolean;
  children: ReactNode;
  sx?: SxProps<Theme>;
  testId?: string;
}

/** The files of a drop; a directory reads as an empty file (V13). */
function droppedFiles(e: DragEvent): File[] {
  const items = Array.from(e.dataTransfer.items ?? []);
  const files = Array.from(e.dataTransfer.files ?? []);
  const directory = items.some((item) => item.webkitGetAsEntry?.()?.isDirectory);
  return directory ? [...files.filter((f) => f.size > 0), new File([], 'directory')] : files;
}

/**
 * Where files come in: a click (or Enter / Space) opens the file picker, files can be dropped on
 * it, and (pictures) pasted into it. The `accept` of the picker is a hint; the rules decide.
 */
export function UploadZone({
  rules,
  onFiles,
  label,
  disabled,
  pasteImages,
  children,
  sx,
  testId,
}: UploadZoneProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const open = () => {
    if (!disabled) input.current?.click();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) onFiles(droppedFiles(e));
  };
  const onPaste = (e: ClipboardEvent) => {
    if (!pasteImages || disabled) return;
    const images = pastedImages(Array.from(e.clipboardData.items)).map((f) => namedPaste(f));
    if (!images.length) return;
    e.preventDefault();
    onFiles(images);
  };
  return (
    <Box
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label={translate(label)}
      aria-disabled={disabled || undefined}
      onClick={open}
      onKeyDown={onKeyDown}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      onPaste={onPaste}
      data-testid={testId}
      sx={[
        {
          border: 1,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 1,
          bgcolor: over ? 'action.hover' : 'background.default',
          cursor: disabled ? 'default' : 'pointer',
          color: 'text.secondary',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          outline: 'none',
          '&:hover, &:focus-visible': disabled ? {} : { borderColor: 'primary.main', color: 'primary.main' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptOf(rules)}
        multiple={rules.limit > 1}
        disabled={disabled}
        onClick={(e) => e.stopPropagation()}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          onFiles(files);
        }}
      />
    </Box>
  );
}

/** E18: "uploading..." with the progress, then "upload success" for 500 ms. */
export function UploadStatus({ phase, pending }: { phase: UploadPhase; pending: readonly PendingUpload[] }) {
  const translate = useTranslate();
  const progress = pending.length ? pending.reduce((sum, p) => sum + p.progress, 0) / pending.length : 0;
  return (
    <Box role="status" aria-live="polite" data-testid="upload-status" sx={{ minHeight: 20 }}>
      {phase === 'uploading' && (
        <>
          <Typography variant="caption" color="text.secondary">
            {translate('app.upload.uploading')}
          </Typography>
          <LinearProgress
            variant={progress > 0 && progress < 1 ? 'determinate' : 'indeterminate'}
            value={Math.round(progress * 100)}
            aria-label={translate('app.upload.uploading')}
          />
        </>
      )}
      {phase === 'success' && (
        <Typography variant="caption" color="success.main">
          {translate('app.upload.success')}
        </Typography>
      )}
    </Box>
  );
}

/** "5M", "20M": a limit for the hints. */
export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}M`;
