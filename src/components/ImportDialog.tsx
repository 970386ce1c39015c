import DownloadIcon from '@mui/icons-material/GetApp';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/** The i18n keys of an import dialog's texts (`chosen` receives `%{name}`). */
export interface ImportDialogTexts {
  title: string;
  hint: string;
  example: string;
  choose: string;
  chosen: string;
  wrongType: string;
  running: string;
  submit: string;
  cancel: string;
  success: string;
}

export interface ImportDialogProps<R> {
  texts: ImportDialogTexts;
  /** Accepted extensions, lower case without the dot; anything else is refused before a request. */
  extensions: readonly string[];
  /** Downloads the example file; its failure's text is shown as an error toast. */
  downloadExample(): Promise<void>;
  /** Sends the file, reporting progress 0..1. */
  upload(file: File, onProgress: (share: number) => void): Promise<R>;
  /** After a success toast: what the caller does with the result (refresh a list…). */
  onImported?(result: R): void;
  /** The text of a failed request (the server's text). */
  errorText(error: unknown): string;
  /** What a failed example download says (default: `errorText`). */
  exampleError?(error: unknown): ReactNode;
  onClose(): void;
}

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * A spreadsheet import (issue 15 point 5, shared): the example file, a file chosen (a refused type
 * is said before any request), the upload's progress, the success toast and the result handed back;
 * a failure shows the server's text, keeps the file and leaves the button usable.
 */
export function ImportDialog<R>({
  texts,
  extensions,
  downloadExample,
  upload: send,
  onImported,
  errorText,
  exampleError = errorText,
  onClose,
}: ImportDialogProps<R>) {
  const translate = useTranslate();
  const notify = useNotify();
  const inputId = useId();
  const [file, setFile] = useState<File>();
  const [refused, setRefused] = useState(false);
  const [progress, setProgress] = useState(0);
  const example = useMutation({
    mutationFn: downloadExample,
    onError: (error) => notify(exampleError(error), { type: 'error' }),
  });
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      setProgress(0);
      return send(chosen, setProgress);
    },
    onSuccess: (result) => {
      notify(translate(texts.success), { type: 'success' });
      onImported?.(result);
      onClose();
    },
  });
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    upload.reset();
    const accepted = extensions.includes(extensionOf(chosen.name));
    setFile(accepted ? chosen : undefined);
    setRefused(!accepted);
  };
  const busy = upload.isPending;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      data-testid="import-dialog"
      aria-labelledby={`${inputId}-title`}
    >
      <DialogTitle id={`${inputId}-title`}>{translate(texts.title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate(texts.hint)}
          </Typography>
          <Box>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              loading={example.isPending}
              loadingPosition="start"
              onClick={() => example.mutate()}
              data-testid="import-example"
            >
              {translate(texts.example)}
            </Button>
          </Box>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ minWidth: 0 }}>
            <Button
              component="label"
              htmlFor={inputId}
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={busy}
              sx={{ flexShrink: 0 }}
            >
              {translate(texts.choose)}
            </Button>
            <input
              id={inputId}
              type="file"
              accept={extensions.map((e) => `.${e}`).join(',')}
              hidden
              disabled={busy}
              onChange={choose}
              data-testid="import-file"
            />
            {file && (
              <Typography variant="body2" noWrap title={file.name} data-testid="import-file-name">
                {translate(texts.chosen, { name: file.name })}
              </Typography>
            )}
          </Stack>
          {refused && (
            <Alert severity="warning" data-testid="import-refused">
              {translate(texts.wrongType)}
            </Alert>
          )}
          {busy && (
            <Box>
              <Typography variant="caption" color="text.secondary">
                {translate(texts.running)}
              </Typography>
              <LinearProgress
                variant={progress > 0 && progress < 1 ? 'determinate' : 'indeterminate'}
                value={Math.round(progress * 100)}
                aria-label={translate(texts.running)}
              />
            </Box>
          )}
          {upload.isError && (
            <Alert severity="error" data-testid="import-error">
              {errorText(upload.error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate(texts.cancel)}
        </Button>
        <Button
          variant="contained"
          disabled={!file}
          loading={busy}
          onClick={() => file && upload.mutate(file)}
          data-testid="import-submit"
        >
          {translate(texts.submit)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
