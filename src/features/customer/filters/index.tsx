import { Card, Skeleton, Stack } from '@mui/material';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { useListContext, useStore } from 'react-admin';
import type { ListPanelBinding, ListPanelProps } from '../../../../resources/core/define';
import { lazyWithReload } from '../../../platform/chunks';
import { FilterChips } from './FilterChips';
import { PANEL_OPEN_KEY, PANEL_WIDTH } from './panelLayout';
import { usePrefetchFilterOptions } from '../api';

/** The panel loads in its own chunk (not every user opens a customer list). */
const loadPanel = () => import('./CustomerFilterPanel');
const CustomerFilterPanel = lazyWithReload(loadPanel);

/**
 * True once the list's first page is in and the browser is idle: the panel's two dozen inputs
 * (selects, autocompletes, sliders) render after the rows, not in their way (issue 8). As a
 * transition: React builds the panel in slices that yield to the rows (whose references may
 * still be coming) and to the user, never in one long task.
 */
function useAfterFirstPage(): boolean {
  const { isPending } = useListContext();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (isPending || ready) return;
    return whenIdle(() => startTransition(() => setReady(true)));
  }, [isPending, ready]);
  return ready;
}

/** Holds the panel's place while its chunk loads, at its final width (no layout shift). */
function PanelPlaceholder() {
  const [open] = useStore<boolean>(PANEL_OPEN_KEY, true);
  return (
    <Card
      aria-hidden
      sx={{
        order: -1,
        flexShrink: 0,
        alignSelf: 'flex-start',
        mr: 1.5,
        mt: 1,
        width: open ? PANEL_WIDTH : 40,
      }}
    >
      {open && (
        <Stack spacing={1} sx={{ p: 2 }}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} variant="rounded" height={40} />
          ))}
        </Stack>
      )}
      {!open && <Skeleton variant="circular" width={24} height={24} sx={{ m: 1 }} />}
    </Card>
  );
}

/** Runs `task` once the browser is idle (soon after the page has been drawn). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(task, { timeout: 500 });
  return () => cancelIdleCallback(handle);
}

function CustomerFilterAside(props: ListPanelProps) {
  const ready = useAfterFirstPage();
  const prefetchOptions = usePrefetchFilterOptions();
  // The chunk and the inputs' options start loading once the page is drawn (asking for the chunk
  // from the commit that shows the rows cost that commit some 40 ms); the panel renders after the
  // first page.
  useEffect(
    () =>
      whenIdle(() => {
        void loadPanel().catch(() => undefined);
        prefetchOptions();
      }),
    [prefetchOptions],
  );
  if (!ready) return <PanelPlaceholder />;
  return (
    <Suspense fallback={<PanelPlaceholder />}>
      <CustomerFilterPanel {...props} />
    </Suspense>
  );
}

/** The filter panel of every customer list (all customers and the life-cycle lists): it holds the search and filters. */
export const customerFilterPanel: ListPanelBinding = {
  aside: CustomerFilterAside,
  header: FilterChips,
  filters: true,
};
