import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslate } from 'react-admin';

export interface SectionBoundaryProps {
  /** What the section is (`menu`, `header`, `page:/store`…): logged with the error, and its test id. */
  name: string;
  children: ReactNode;
  /** Values whose change retries the section on its own (e.g. the page's path). */
  resetKeys?: readonly unknown[];
  /** Errors left to the boundary above (e.g. a chunk that failed to load, which offers a reload). */
  passThrough?: (error: unknown) => boolean;
}

/**
 * Keeps a crash inside one part of the screen (a page, the menu, the header, a banner): that part
 * says it failed and offers to try again, the rest stays usable (issue 9).
 */
export function SectionBoundary({ name, children, resetKeys, passThrough }: SectionBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys ? [...resetKeys] : undefined}
      onError={(error) => console.error(`section "${name}" failed:`, error)}
      fallbackRender={(props) => {
        if (passThrough?.(props.error)) throw props.error;
        return <SectionFailed name={name} {...props} />;
      }}
    >
      {children}
    </ErrorBoundary>
  );
}

function SectionFailed({ name, resetErrorBoundary }: FallbackProps & { name: string }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid={`section-failed-${name}`}
      sx={{ m: 1, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={resetErrorBoundary}>
          {translate('app.failures.retry')}
        </Button>
      }
    >
      {translate('app.failures.section')}
    </Alert>
  );
}
