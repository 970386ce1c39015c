import { Box, Card, CardContent, CardHeader, Skeleton, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LoadError } from '../../../components/LoadError';

export interface WidgetCardProps {
  /** Test id of the widget (`dashboard-<id>`), also of its error (`<testId>-error`). */
  testId: string;
  /** i18n key of the title. */
  title: string;
  /** Controls of the header (period, measure, view). */
  action?: ReactNode;
  /** Height of the body in px: the skeleton, the error and the data take exactly this room. */
  height: number;
  /** The first load (no data yet): a skeleton of the body's size. */
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Spans of the 12-column dashboard grid from the `md` breakpoint (full width below). */
  span?: number;
  children?: ReactNode;
}

/** A skeleton of a widget's body: a few lines filling its height. */
export function WidgetSkeleton({ height }: { height: number }) {
  const lines = Math.max(1, Math.floor(height / 40));
  return (
    <Stack spacing={1} sx={{ height, overflow: 'hidden' }} aria-hidden data-testid="widget-skeleton">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={32} />
      ))}
    </Stack>
  );
}

/**
 * The frame of a dashboard widget: title and controls, then a body of a fixed height holding the
 * skeleton (first load), the error with Retry, or the data — nothing around it moves while it loads
 * (issue 14: CLS ≤ 0.02). Numbers inside are tabular.
 */
export function WidgetCard({
  testId,
  title,
  action,
  height,
  loading,
  error,
  onRetry,
  span = 6,
  children,
}: WidgetCardProps) {
  const translate = useTranslate();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={translate(title)}
      data-testid={testId}
      data-state={error ? 'error' : loading ? 'loading' : 'ready'}
      sx={{
        gridColumn: { xs: '1 / -1', md: `span ${span}` },
        minWidth: 0,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <CardHeader
        title={translate(title)}
        action={action}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', fontWeight: 600 } }}
        sx={{ py: 1, minHeight: 56, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ pt: 0, '&:last-child': { pb: 2 } }}>
        <Box sx={{ height, overflow: 'hidden', position: 'relative' }}>
          {error ? (
            <LoadError error={error} onRetry={onRetry} testId={`${testId}-error`} />
          ) : loading ? (
            <WidgetSkeleton height={height} />
          ) : (
            children
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
