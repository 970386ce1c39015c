import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Button, IconButton, Tooltip } from '@mui/material';
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
  /**
   * What shows in its place: a message with a retry button (default); a header icon that says the
   * tool failed and retries it; or nothing (an overlay or menu item: the error is logged).
   */
  fallback?: 'alert' | 'icon' | 'none';
}

/**
 * Keeps a crash inside one part of the screen (a page, the menu, the header, a banner): that part
 * says it failed and offers to try again, the rest stays usable (issue 9).
 */
export function SectionBoundary({
  name,
  children,
  resetKeys,
  passThrough,
  fallback = 'alert',
}: SectionBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys ? [...resetKeys] : undefined}
      onError={(error) => console.error(`section "${name}" failed:`, error)}
      fallbackRender={(props) => {
        if (passThrough?.(props.error)) throw props.error;
        if (fallback === 'none') return null;
        if (fallback === 'icon') return <ToolFailed name={name} {...props} />;
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

/** A header tool that crashed: an icon of the tool's size, saying so, that tries it again (issue 40). */
function ToolFailed({ name, resetErrorBoundary }: FallbackProps & { name: string }) {
  const translate = useTranslate();
  const label = translate('app.failures.tool');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        size="small"
        aria-label={label}
        data-testid={`section-failed-${name}`}
        onClick={resetErrorBoundary}
      >
        <ErrorOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
