import DownloadIcon from '@mui/icons-material/GetApp';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatCount } from './display';
import type { ImportWizardProps } from './types';
import { IMPORT_EXTENSIONS, type ImportWizardState } from './useImportWizard';

const ACCEPT = IMPORT_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * Step 1: a spreadsheet dropped or chosen (V20: anything else refused before a request), the
 * template's download, and what reading it gave: an .xls may be sent to the server as it is.
 */
export function FileStep({
  wizard,
  props,
}: {
  wizard: ImportWizardState;
  props: Pick<ImportWizardProps, 'downloadExample' | 'exampleError' | 'texts'>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { file, raw, locale } = wizard;
  const example = useMutation({
    mutationFn: props.downloadExample,
    onError: (error) => notify(props.exampleError(error), { type: 'error' }),
  });
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void wizard.choose(event.dataTransfer.files[0]);
  };
  const count = (n: number) => formatCount(n, locale);
  return (
    <Stack spacing={2}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="import-drop"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: over ? 'action.hover' : 'transparent',
          py: 5,
          px: 2,
          textAlign: 'center',
        }}
      >
        <UploadFileIcon color="action" sx={{ fontSize: 40 }} />
        <Typography sx={{ mt: 1 }}>{translate('app.import_wizard.file.drop')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {translate('app.import_wizard.file.or')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          disabled={raw.phase === 'sending'}
          data-testid="import-choose"
        >
          {translate('app.import_wizard.file.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            void wizard.choose(chosen);
          }}
          data-testid="import-file"
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('app.import_wizard.file.hint')}
        </Typography>
      </Box>
      <Box>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          loading={example.isPending}
          loadingPosition="start"
          onClick={() => example.mutate()}
          data-testid="import-example"
        >
          {translate('app.import_wizard.file.example')}
        </Button>
      </Box>
      <Box aria-live="polite">
        {file.status === 'refused' && (
          <Alert severity="warning" data-testid="import-refused">
            {translate(props.texts.wrongType)}
          </Alert>
        )}
        {file.status === 'reading' && (
          <Box>
            <Typography variant="body2">
              {translate('app.import_wizard.file.reading', { name: file.file.name })}
            </Typography>
            <LinearProgress
              aria-label={translate('app.import_wizard.file.reading', { name: file.file.name })}
            />
          </Box>
        )}
        {file.status === 'rows' && (
          <Typography variant="body2" data-testid="import-file-name">
            {translate('app.import_wizard.file.read', {
              name: file.file.name,
              rows: count(file.rows.length),
              columns: count(file.header.length),
            })}
          </Typography>
        )}
        {(file.status === 'unreadable' || file.status === 'empty') && (
          <Alert severity="error" data-testid="import-unreadable">
            {translate(`app.import_wizard.file.${file.status}`)}
          </Alert>
        )}
        {file.status === 'tooMany' && (
          <Alert severity="error" data-testid="import-too-many">
            {translate('app.import_wizard.file.too_many', { rows: count(file.count) })}
          </Alert>
        )}
        {file.status === 'xls' && (
          <Alert
            severity="info"
            data-testid="import-xls"
            action={
              <Button
                color="inherit"
                size="small"
                loading={raw.phase === 'sending'}
                onClick={() => void wizard.sendRaw()}
                data-testid="import-send-raw"
              >
                {translate('app.import_wizard.file.send_raw')}
              </Button>
            }
          >
            {translate('app.import_wizard.file.xls')}
          </Alert>
        )}
        {raw.phase === 'failed' && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="import-error">
            {raw.error}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
