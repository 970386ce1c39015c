import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequests } from '../../../src/app/early';
import { TABS_STORAGE_KEY } from '../../../src/layout/tabs/tabsModel';
import { CLOSE_ALL_TABS_EVENT } from '../../../src/layout/tabs/TabsContext';
import { WATERMARK_TEST_ID } from '../../../src/layout/watermark/watermark';
import { isWorkingDay } from '../../../resources/core/seaCountdown';
import { createTestServer } from '../../../src/mocks/node';
import { DAY_MS, formatDateTime } from '../../../src/mocks/seeding';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../src/features/notices/mustHandleModel';
import { STAT_COUNTS_KEY } from '../../../src/platform/counters';
import { queryProbe } from '../../support/queryProbe';
import { loginAs, renderApp } from '../../support/renderApp';

const { server, db } = createTestServer({ customerCount: 30 });

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(async () => {
  localStorage.clear();
  // The must-handle dialog (once a day) is not what these tests look at.
  localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
  sessionStorage.clear();
  // jsdom cannot draw: the watermark gets an empty tile, without jsdom's "not implemented" noise.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const T = { timeout: 30_000 };

// The whole admin renders: slow on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });
const tabBar = () => screen.getByTestId('tab-bar');
const tab = (name: RegExp) => within(tabBar()).getByRole('tab', { name });
const tabNames = () =>
  within(tabBar())
    .getAllByRole('tab')
    .map((t) => t.getAttribute('data-path'));

function contextMenu(name: RegExp, command: string) {
  fireEvent.contextMenu(tab(name));
  const item = document.querySelector<HTMLElement>(`[data-command="${command}"]`);
  if (!item) throw new Error(`no ${command} item`);
  fireEvent.click(item);
}

describe('multi-tab bar', () => {
  async function openCustomers() {
    await loginAs('admin');
    await renderApp('/customer');
    await screen.findByText(/^total \d+ items$/, {}, T);
    await waitFor(() => expect(tabNames()).toEqual(['/', '/customer']));
  }

  it('opens a tab per visited page titled from the route, switches on click, closes with its button', async () => {
    await openCustomers();
    expect(tab(/^Customers/)).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(tab(/^Home/));
    await waitFor(() => expect(tab(/^Home/)).toHaveAttribute('aria-selected', 'true'));
    fireEvent.click(tab(/^Customers/));
    await waitFor(() => expect(tab(/^Customers/)).toHaveAttribute('aria-selected', 'true'));
    fireEvent.click(within(tab(/^Customers/)).getByTestId('tab-close'));
    await waitFor(() => expect(tabNames()).toEqual(['/']));
    expect(tab(/^Home/)).toHaveAttribute('aria-selected', 'true');
    expect(JSON.parse(sessionStorage.getItem(TABS_STORAGE_KEY) ?? '{}')).toEqual({
      tabs: [{ path: '/', fullPath: '/' }],
      active: '/',
    });
  });

  it('closes the focused tab with the Delete key (keyboard, no nested button in the tab)', async () => {
    await openCustomers();
    const customers = tab(/^Customers/);
    expect(customers).toHaveAttribute('aria-keyshortcuts', 'Delete');
    expect(within(customers).queryByRole('button')).toBeNull();
    fireEvent.keyDown(customers, { key: 'Delete' });
    await waitFor(() => expect(tabNames()).toEqual(['/']));
  });

  it('[E14] closing the last tab says "this is the last tab, cannot be closed"', async () => {
    await openCustomers();
    contextMenu(/^Customers/, 'close_others');
    await waitFor(() => expect(tabNames()).toEqual(['/customer']));
    fireEvent.click(within(tab(/^Customers/)).getByTestId('tab-close'));
    expect(await screen.findByText('this is the last tab, cannot be closed')).toBeInTheDocument();
  });

  it('[E14] close others with one tab says "no other tabs"', async () => {
    await openCustomers();
    contextMenu(/^Customers/, 'close_all');
    await waitFor(() => expect(tabNames()).toEqual(['/']));
    contextMenu(/^Home/, 'close_others');
    expect(await screen.findByText('no other tabs')).toBeInTheDocument();
  });

  it('[E14] close left on the first tab says "no tabs on the left"', async () => {
    await openCustomers();
    contextMenu(/^Home/, 'close_left');
    expect(await screen.findByText('no tabs on the left')).toBeInTheDocument();
  });

  it('[E14] close right on the last tab says "no tabs on the right"', async () => {
    await openCustomers();
    contextMenu(/^Customers/, 'close_right');
    expect(await screen.findByText('no tabs on the right')).toBeInTheDocument();
  });

  it('restores the tabs of the session and closes all on "blind:close-all-tabs"', async () => {
    sessionStorage.setItem(
      TABS_STORAGE_KEY,
      JSON.stringify({
        tabs: [
          { path: '/', fullPath: '/' },
          { path: '/store', fullPath: '/store' },
          { path: '/worker', fullPath: '/worker', title: 'My team' },
        ],
        active: '/worker',
      }),
    );
    await loginAs('admin');
    await renderApp('/customer');
    await waitFor(() => expect(tabNames()).toEqual(['/', '/store', '/worker', '/customer']), T);
    expect(tab(/^My team/)).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event(CLOSE_ALL_TABS_EVENT));
    });
    await waitFor(() => expect(tabNames()).toEqual(['/']));
    expect(tab(/^Home/)).toHaveAttribute('aria-selected', 'true');
  });
});

describe('[S20] watermark', () => {
  it('covers the customer detail page of a user with track_watermark, not the list', async () => {
    await loginAs('admin');
    await renderApp('/customer/1/show');
    await waitFor(
      () => expect(document.querySelector(`[data-testid="${WATERMARK_TEST_ID}"]`)).not.toBeNull(),
      T,
    );
    const overlay = document.querySelector<HTMLElement>(`[data-testid="${WATERMARK_TEST_ID}"]`);
    expect(overlay?.style.pointerEvents).toBe('none');
    overlay?.remove();
    await waitFor(() =>
      expect(document.querySelector(`[data-testid="${WATERMARK_TEST_ID}"]`)).not.toBeNull(),
    );
    fireEvent.click(tab(/^Home/));
    await waitFor(() => expect(document.querySelector(`[data-testid="${WATERMARK_TEST_ID}"]`)).toBeNull());
  });

  it('is absent for a user without track_watermark', async () => {
    await loginAs('sales');
    const probe = queryProbe();
    await renderApp('/customer/1/show', undefined, probe.features);
    await screen.findByTestId('tab-bar', {}, T);
    // The watermark decides once the user's identity is in, on a page it covers: that identity
    // (react-admin's) says no watermark.
    await waitFor(
      () =>
        expect(probe.data(['auth', 'getIdentity'])).toMatchObject({
          fullName: '王芳',
          session: { trackWatermark: false },
        }),
      T,
    );
    expect(document.querySelector(`[data-testid="${WATERMARK_TEST_ID}"]`)).toBeNull();
  });
});

describe('[S12] menu count badge', () => {
  it('shows the my_customer_count of get-stat-count on the customer item', async () => {
    // The demo counts my customers flowing into the public sea within 3 working days: two of them.
    const daysAgo = (days: number) => {
      let d = new Date();
      for (let left = days; left > 0; d = new Date(d.getTime() - DAY_MS)) if (isWorkingDay(d)) left--;
      return formatDateTime(d);
    };
    await db.ready();
    const mine = db.list('customer').filter((c) => c.customer_type === 0);
    expect(mine.length).toBeGreaterThan(2);
    mine.forEach((c, i) => db.replace('customer', { ...c, last_follow_at: daysAgo(i < 2 ? 13 : 20) }));
    await loginAs('admin');
    await renderApp('/');
    const counter = await screen.findByTestId('menu-counter-my_customer_count', {}, T);
    await waitFor(() => expect(counter.querySelector('.MuiBadge-badge')?.textContent).toBe('2'), T);
  });

  it('stays silent when get-stat-count fails', async () => {
    const { http, HttpResponse } = await import('msw');
    let asked = 0;
    server.use(
      http.get('*/get-stat-count', () => {
        asked += 1;
        return HttpResponse.json({ code: 500, text: 'boom' }, { status: 500 });
      }),
    );
    await loginAs('admin');
    const probe = queryProbe();
    await renderApp('/', undefined, probe.features);
    const counter = await screen.findByTestId('menu-counter-my_customer_count', {}, T);
    // The counters were asked for and their 500 went through the app's error handling.
    await waitFor(() => expect(probe.errorStatus(STAT_COUNTS_KEY)).toBe(500), T);
    expect(asked).toBeGreaterThan(0);
    expect(counter.querySelector('.MuiBadge-invisible')).not.toBeNull();
    expect(screen.queryByText(/boom/)).toBeNull();
  });
});

describe('side menu (issue 8: no layout shift)', () => {
  it('shows every entry the user may open in one go: none comes in later and moves the others', async () => {
    const counts: number[] = [];
    const entries = () => document.querySelectorAll('.RaMenuItemLink-root').length;
    const watcher = new MutationObserver(() => {
      const count = entries();
      if (count > 0 && counts.at(-1) !== count) counts.push(count);
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    await loginAs('sales');
    // As the app boots: the session is in before the admin renders.
    await startEarlyRequests({ pathname: '/', search: '' }).session;
    await renderApp('/customer');
    await screen.findByText(/^total \d+ items$/, {}, T);
    watcher.disconnect();
    expect(screen.getByRole('menuitem', { name: /^My customers/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /^Customers$/ })).toBeInTheDocument();
    // Home, the bespoke pages (the life-cycle lists) and the resource lists (customers, stores…).
    expect(counts).toEqual([entries()]);
  });
});
