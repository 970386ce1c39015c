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
import { useId, useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider';
import { saveFile } from '../../../../dataProvider/download';
import { CUSTOMER_IMPORT_TYPE } from '../../../../dataProvider/methods/customerRecord';
import { API_PATHS } from '../../../../dataProvider/paths';
import { downloadErrorMessage } from '../../../registry/list/downloadError';
import { IMPORT_ACCEPT, isImportable } from './importModel';
import { errorText } from './recordActionsModel';

/**
 * The customer import (spec §5 V20, §8 E07): the example file, a spreadsheet chosen (anything but
 * .xlsx/.xls/.csv refused before any request), the upload's progress, "导入成功" and the list
 * refreshed; a failure shows the server's text and the button is usable again, the file kept.
 */
export function ImportDialog({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const inputId = useId();
  const [file, setFile] = useState<File>();
  const [refused, setRefused] = useState(false);
  const [progress, setProgress] = useState(0);
  const example = useMutation({
    mutationFn: () =>
      dataProvider.download({
        url: API_PATHS.files.excelExport,
        method: 'POST',
        params: { type: CUSTOMER_IMPORT_TYPE },
        fallbackName: 'customer-import.xlsx',
      }),
    onSuccess: saveFile,
    onError: (error) => notify(downloadErrorMessage(error), { type: 'error' }),
  });
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      setProgress(0);
      return dataProvider.importExcel(chosen, CUSTOMER_IMPORT_TYPE, setProgress);
    },
    onSuccess: () => {
      notify(translate('app.customer_actions.import.success'), { type: 'success' });
      refresh();
      onClose();
    },
  });
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    upload.reset();
    if (isImportable(chosen.name)) {
      setFile(chosen);
      setRefused(false);
    } else {
      setFile(undefined);
      setRefused(true);
    }
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
      <DialogTitle id={`${inputId}-title`}>{translate('app.customer_actions.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.customer_actions.import.hint')}
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
              {translate('app.customer_actions.import.example')}
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
              {translate('app.customer_actions.import.choose')}
            </Button>
            <input
              id={inputId}
              type="file"
              accept={IMPORT_ACCEPT}
              hidden
              disabled={busy}
              onChange={choose}
              data-testid="import-file"
            />
            {file && (
              <Typography variant="body2" noWrap title={file.name} data-testid="import-file-name">
                {translate('app.customer_actions.import.chosen', { name: file.name })}
              </Typography>
            )}
          </Stack>
          {refused && (
            <Alert severity="warning" data-testid="import-refused">
              {translate('app.customer_actions.import.wrong_type')}
            </Alert>
          )}
          {busy && (
            <Box>
              <Typography variant="caption" color="text.secondary">
                {translate('app.customer_actions.import.running')}
              </Typography>
              <LinearProgress
                variant={progress > 0 && progress < 1 ? 'determinate' : 'indeterminate'}
                value={Math.round(progress * 100)}
                aria-label={translate('app.customer_actions.import.running')}
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
          {translate('app.customer_actions.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!file}
          loading={busy}
          onClick={() => file && upload.mutate(file)}
          data-testid="import-submit"
        >
          {translate('app.customer_actions.import.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
