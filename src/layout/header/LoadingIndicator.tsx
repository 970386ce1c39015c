import RefreshIcon from '@mui/icons-material/Refresh';
import { CircularProgress, IconButton } from '@mui/material';
import { styled, useTheme } from '@mui/material/styles';
import { notifyManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LoadingIndicatorClasses, useRefresh, useTranslate } from 'react-admin';
import { LazyTooltip } from '../../components/LazyTooltip';

const busy = (client: QueryClient) => client.isFetching() + client.isMutating() > 0;

/**
 * Whether any query or mutation is in flight, worked out once per batch of cache events.
 * react-admin's `useLoading` counts the fetching queries on every event: a list that fills the cache
 * with the records its rows point at (a hundred events at once) counted them a hundred times over,
 * about 20 ms on the list's critical path (issue 8).
 */
function useBusy(): boolean {
  const client = useQueryClient();
  const [loading, setLoading] = useState(() => busy(client));
  useEffect(() => {
    let scheduled = false;
    const update = () => {
      if (scheduled) return;
      scheduled = true;
      notifyManager.schedule(() => {
        scheduled = false;
        setLoading(busy(client));
      });
    };
    update();
    const unsubscribeQueries = client.getQueryCache().subscribe(update);
    const unsubscribeMutations = client.getMutationCache().subscribe(update);
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [client]);
  return loading;
}

const Root = styled('div', { name: 'RaLoadingIndicator', overridesResolver: (_, styles) => styles.root })({
  position: 'relative',
  [`& .${LoadingIndicatorClasses.loadedIcon}.${LoadingIndicatorClasses.loadedLoading}`]: { opacity: 0 },
  [`& .${LoadingIndicatorClasses.loader}`]: { position: 'absolute', top: '30%', left: '30%' },
});

/**
 * react-admin's `RefreshIconButton` (same label and icon) with a tooltip mounted on hover or
 * keyboard focus: MUI's Tooltip sets its own state while the page is put on screen, and that one
 * update made React finish all the page's effects before the browser could paint it (issue 8).
 */
function RefreshButton({ className }: { className: string }) {
  const refresh = useRefresh();
  const translate = useTranslate();
  const label = translate('ra.action.refresh', { _: 'Refresh' });
  return (
    <LazyTooltip title={label}>
      <IconButton className={className} color="inherit" aria-label={label} onClick={() => refresh()}>
        <RefreshIcon />
      </IconButton>
    </LazyTooltip>
  );
}

/**
 * The header's refresh button, a spinner in its place while anything loads: react-admin's
 * `LoadingIndicator` (same elements and class names), with a cheaper idea of "loading".
 */
export function LoadingIndicator({ 'aria-label': label }: { 'aria-label': string }) {
  const loading = useBusy();
  const theme = useTheme();
  return (
    <Root>
      <RefreshButton
        className={`${LoadingIndicatorClasses.loadedIcon} ${loading ? LoadingIndicatorClasses.loadedLoading : ''}`}
      />
      {loading && (
        <CircularProgress
          className={`app-loader ${LoadingIndicatorClasses.loader}`}
          color="inherit"
          size={theme.spacing(2)}
          thickness={6}
          aria-label={label}
        />
      )}
    </Root>
  );
}
