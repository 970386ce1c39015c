import { describe, expect, it } from 'vitest';
import { appUrl, listTotal, login, menuLink, tableRows, waitForRowCount } from '../support/e2e/app';
import { expectNoConsoleErrors, screenshot, browserPerFile, waitForQuiet } from '../support/e2e/browser';
import { recordApiRequests } from '../support/e2e/requests';

const browser = browserPerFile({ reuse: true });

/** The page size picked in the page-size changer. */
const PAGE_SIZE = 25;

describe('customer list', () => {
  it('[S19] shows "total N items" for 5,000+ customers, 10 rows by default, page size 25, page 2', async () => {
    // The animated app most users see: an open list must not keep animating (issue 8).
    const app = await browser.open({ locale: 'en-US', motion: 'full' });
    const { page } = app;
    await login(page, 'admin');
    await menuLink(page, 'customer').first().click();
    await page.waitForURL((url) => url.pathname.endsWith('/customer'));

    expect(await listTotal(page, 'en-US')).toBeGreaterThanOrEqual(5000);
    await waitForRowCount(page, 10);
    // Loaded and idle, it draws nothing: no skeleton pulse (e.g. of filters below the fold) or
    // other animation left running, which would keep a core busy for as long as the list is open.
    await waitForQuiet(page);
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => String((animation.effect as KeyframeEffect | null)?.target?.className)),
      );
    await expect.poll(running, { timeout: 5_000 }).toEqual([]);

    // The row actions line up: a public-sea row's "Claim" sits left of its "Allocate", which keeps
    // the place it has in the other rows (the seeded first page has such a row).
    await tableRows(page).getByTestId('claim-record').first().scrollIntoViewIfNeeded();
    const allocateEdges = await page.evaluate(() =>
      Array.from(document.querySelectorAll('table tbody tr'), (row) => {
        const allocate = row.querySelector('[data-testid="allocate-record"]');
        if (!allocate) return undefined;
        const claim = row.querySelector('[data-testid="claim-record"]') !== null;
        return { claim, right: Math.round(allocate.getBoundingClientRect().right) };
      }).filter((edge) => edge !== undefined),
    );
    expect(allocateEdges.some((edge) => edge.claim)).toBe(true);
    expect(allocateEdges.some((edge) => !edge.claim)).toBe(true);
    expect(new Set(allocateEdges.map((edge) => edge.right)).size).toBe(1);
    await screenshot(page, 'customer-list-claim-row');

    // The page size is a native select (issue 8): chosen as a keyboard or the system's list would.
    await page.getByRole('combobox', { name: /rows per page/i }).selectOption(String(PAGE_SIZE));
    await waitForRowCount(page, PAGE_SIZE);
    expect(new URL(page.url()).searchParams.get('perPage')).toBe(String(PAGE_SIZE));
    const firstRowOfPage1 = await tableRows(page).first().innerText();

    await page.getByRole('button', { name: 'Go to page 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.waitForFunction((before) => {
      const first = document.querySelector<HTMLElement>('table tbody tr');
      return first !== null && first.innerText !== before;
    }, firstRowOfPage1);
    await waitForRowCount(page, PAGE_SIZE);
    expect(new URL(page.url()).searchParams.get('perPage')).toBe(String(PAGE_SIZE));
    expect(await listTotal(page, 'en-US')).toBeGreaterThanOrEqual(5000);
    await screenshot(page, 'customer-list-page-2');
    expectNoConsoleErrors(app);
  });

  it('[S15][S16] API calls carry the access token, local "en", device-type 5 and a device id', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const calls = recordApiRequests(app.page);
    await login(app.page, 'admin');
    calls.length = 0; // from here on every call is made by a logged-in user
    await app.page.goto(appUrl('customer'));
    await waitForRowCount(app.page, 10);

    const token = await app.page.evaluate(() => localStorage.getItem('Access-Token'));
    expect(token).toMatch(/\S/);
    const listCall = calls.find((request) => /customer/.test(new URL(request.url()).pathname));
    if (!listCall) throw new Error(`no customer list call among: ${calls.map((c) => c.url()).join(', ')}`);
    for (const request of calls) {
      const headers = await request.allHeaders();
      expect(headers['authorization'], request.url()).toBe(token);
      expect(headers['local'], request.url()).toBe('en');
      expect(headers['device-type'], request.url()).toBe('5');
      expect(headers['device'], request.url()).toMatch(/\S/);
    }
    expectNoConsoleErrors(app);
  });

  it('a 100-row page is drawn on a few compositor layers, not one or two per row (issue 8)', async () => {
    const app = await browser.open({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    await login(app.page, 'admin');
    await app.page.goto(appUrl('customer?page=1&perPage=100'));
    await waitForRowCount(app.page, 100);
    await waitForQuiet(app.page);
    // Chromium gave each row's selection checkbox (a stacking context) and sticky actions cell a
    // layer of its own: ~215 layers to build and paint for this page.
    const cdp = await app.page.context().newCDPSession(app.page);
    const layers = new Promise<number>((resolve) =>
      cdp.on('LayerTree.layerTreeDidChange', (event) => {
        if (event.layers) resolve(event.layers.length);
      }),
    );
    await cdp.send('LayerTree.enable');
    await app.page.mouse.wheel(0, 40);
    expect(await layers).toBeLessThan(60);
    await cdp.detach();
    expectNoConsoleErrors(app);
  });
});
