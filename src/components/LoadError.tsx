import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export interface LoadErrorProps {
  /** The failure (the dataProvider's `HttpError`, whose message is already in the user's language). */
  error: unknown;
  /** Asks for the data again. */
  onRetry: () => void;
  /** Names what failed to load (e.g. a widget's test id); defaults to `load-error`. */
  testId?: string;
}

/** The text of a failure: the client's translated message, else nothing more than the title. */
function reasonOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

/**
 * Data that did not load (a list, a widget): says what happened, in the user's language, with a
 * button that asks again (issue 9).
 */
export function LoadError({ error, onRetry, testId = 'load-error' }: LoadErrorProps) {
  const translate = useTranslate();
  const reason = reasonOf(error);
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid={testId}
      sx={{ m: 1, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
          {translate('app.failures.retry')}
        </Button>
      }
    >
      <AlertTitle sx={{ mb: reason ? 0.5 : 0 }}>{translate('app.failures.load')}</AlertTitle>
      {reason}
    </Alert>
  );
}

/** `LoadError` of the list around it (react-admin's `<List error>` and embedded tables). */
export function ListLoadError() {
  const { error, refetch } = useListContext();
  return <LoadError error={error} onRetry={() => void refetch()} testId="list-load-error" />;
}
