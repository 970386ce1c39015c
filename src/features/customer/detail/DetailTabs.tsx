import { Box, Tab, Tabs } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { SectionBoundary } from '../../../components/SectionBoundary';
import { loadComponent, preloadComponent } from '../../../platform/chunks';
import { customerIdOf } from './detailModel';
import { DETAIL_TABS, type DetailTabDefinition } from './tabs';
import { TabSkeleton } from './tabs/tabKit';

const noCount = (): number | undefined => undefined;

/**
 * Whether the browser has been idle once since the page opened: the tab counts wait for it, so the
 * open tab's records are asked for first (a browser sends only a few requests at once).
 */
function useIdleOnce(): boolean {
  // Without requestIdleCallback (an old Safari, jsdom): at once.
  const [idle, setIdle] = useState(() => typeof window.requestIdleCallback !== 'function');
  useEffect(() => {
    if (idle) return undefined;
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }, [idle]);
  return idle;
}

/** A tab's label with its count (loaded cheaply, once the page is idle). */
function TabLabel({ tab, customerId }: { tab: DetailTabDefinition; customerId: number }) {
  const translate = useTranslate();
  const useCount = tab.useCount ?? noCount;
  const count = useCount(customerId);
  return (
    <span>
      {translate(tab.label)}
      {count !== undefined && (
        <Box component="span" sx={{ ml: 0.75, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
          {count}
        </Box>
      )}
    </span>
  );
}

/**
 * The open tab: the one in the address (`tab`), else the one a focused record opens in, else the
 * first.
 */
export function activeTabOf(requested: string | null, focusId: number | undefined) {
  return (
    DETAIL_TABS.find((t) => t.key === requested) ??
    (focusId === undefined ? undefined : DETAIL_TABS.find((t) => t.opensOnFocus)) ??
    DETAIL_TABS[0]
  );
}

/** Loads the chunk of the tab an address opens (the page's `preload`, issue 44). */
export function loadOpenTab(search: URLSearchParams): Promise<void> {
  return loadComponent(activeTabOf(search.get('tab'), customerIdOf(search.get('remark_id')))?.component);
}

/**
 * The tabs of the detail page (issue 11 point 2): the open one in the address (`tab`), each loaded
 * on its first opening and kept mounted afterwards (its scroll and typed values survive a switch).
 */
export function DetailTabs({ customerId, focusId }: { customerId: number; focusId?: number }) {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const active = activeTabOf(params.get('tab'), focusId)?.key;
  const counted = useIdleOnce();
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(active ? [active] : []));
  if (active && !opened.has(active)) setOpened(new Set([...opened, active]));
  if (!active) return null;

  const select = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', key);
    next.delete('add');
    setParams(next, { replace: true });
  };

  return (
    <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Tabs
        value={active}
        onChange={(_, key: string) => select(key)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('app.customer_detail.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      >
        {DETAIL_TABS.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            id={`customer-tab-${tab.key}`}
            aria-controls={`customer-tabpanel-${tab.key}`}
            data-testid={`customer-tab-${tab.key}`}
            label={
              counted ? <TabLabel tab={tab} customerId={customerId} /> : <span>{translate(tab.label)}</span>
            }
            // Pointing at a tab (or reaching it by keyboard) starts loading its chunk: the click finds it in.
            onPointerEnter={() => preloadComponent(tab.component)}
            onFocus={() => preloadComponent(tab.component)}
          />
        ))}
      </Tabs>
      {DETAIL_TABS.filter((tab) => opened.has(tab.key)).map(({ key, component: Content }) => (
        <Box
          key={key}
          role="tabpanel"
          id={`customer-tabpanel-${key}`}
          aria-labelledby={`customer-tab-${key}`}
          hidden={key !== active}
          data-testid={`customer-tabpanel-${key}`}
        >
          <SectionBoundary name={`customer-tab-${key}`}>
            <Suspense fallback={<TabSkeleton />}>
              <Content customerId={customerId} focusId={focusId} />
            </Suspense>
          </SectionBoundary>
        </Box>
      ))}
    </Box>
  );
}
