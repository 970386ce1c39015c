import { Alert, AlertTitle } from '@mui/material';
import type { ReactNode } from 'react';

/** The title a failed download carries (`downloadFile`: "Error" on a 500, E05), if any. */
function titleOf(error: unknown): string | undefined {
  const body = (error as { body?: unknown } | null)?.body;
  const title = body && typeof body === 'object' ? (body as { title?: unknown }).title : undefined;
  return typeof title === 'string' && title !== '' ? title : undefined;
}

/**
 * What a failed download notifies (E05): the server's text (the `error-message` header) under the
 * error's title ("Error" for a 500); the text alone when there is no title.
 */
export function downloadErrorMessage(error: unknown): ReactNode {
  const text = error instanceof Error ? error.message : String(error);
  const title = titleOf(error);
  if (!title) return text;
  return (
    <Alert severity="error" variant="filled" role="alert" data-testid="download-error" sx={{ minWidth: 288 }}>
      <AlertTitle>{title}</AlertTitle>
      {text}
    </Alert>
  );
}
