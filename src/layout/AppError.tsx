import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button } from '@mui/material';
import { Error as RaError, useTranslate, type ErrorProps } from 'react-admin';
import { isChunkLoadError } from '../platform/chunkReload';

/**
 * The page's error screen: a screen whose code could not be loaded (a slow network past the
 * 120 s chunk timeout, or a deploy) offers a reload; anything else is react-admin's error screen.
 */
export function AppError(props: ErrorProps) {
  const translate = useTranslate();
  if (!isChunkLoadError(props.error)) return <RaError {...props} resetErrorBoundary={() => undefined} />;
  return (
    <Box sx={{ p: 3, maxWidth: 640 }} data-testid="chunk-error">
      <Alert
        severity="warning"
        action={
          <Button color="inherit" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
            {translate('app.network.reload')}
          </Button>
        }
      >
        {translate('app.network.chunk_failed')}
      </Alert>
    </Box>
  );
}
