import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appPath,
  login,
  loginAt,
  menuLink,
  PLAIN_SCREEN,
  reloadWhenIdle,
  sideMenu,
  waitForRowCount,
} from '../support/e2e/app';
import {
  expectNoConsoleErrors,
  screenshot,
  browserPerFile,
  readNotification,
  waitForText,
  type Locale,
} from '../support/e2e/browser';

// Pages mark the once-a-day must-handle dialog as shown (newPage's default), so it covers nothing.
// The animated app most users see (the other files run with reduced motion, see PageOptions).
const browser = browserPerFile({ reuse: true, motion: 'full' });

const TAB_MESSAGES: Readonly<Record<Locale, Record<'last' | 'no_other' | 'no_left' | 'no_right', string>>> = {
  'en-US': {
    last: 'this is the last tab, cannot be closed',
    no_other: 'no other tabs',
    no_left: 'no tabs on the left',
    no_right: 'no tabs on the right',
  },
  'zh-CN': {
    last: '这已经是最后一页，不能再关闭了',
    no_other: '没有其他标签页',
    no_left: '左侧没有标签页',
    no_right: '右侧没有标签页',
  },
};

function tabBar(page: Page): Locator {
  return page.locator('[data-testid="tab-bar"]');
}

function tab(page: Page, path: string): Locator {
  return tabBar(page).locator(`[role="tab"][data-path="${path}"]`);
}

async function tabPaths(page: Page): Promise<string[]> {
  return tabBar(page)
    .locator('[role="tab"]')
    .evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-path') ?? ''));
}

async function waitForTabs(page: Page, expected: readonly string[]): Promise<void> {
  await page.waitForFunction(
    (paths) =>
      JSON.stringify(
        Array.from(document.querySelectorAll('[data-testid="tab-bar"] [role="tab"]')).map((t) =>
          t.getAttribute('data-path'),
        ),
      ) === JSON.stringify(paths),
    expected,
  );
}

/** Waits until the tab of `path` is the selected one. */
async function waitForSelected(page: Page, path: string): Promise<void> {
  await page.waitForFunction(
    (p) =>
      document
        .querySelector(`[data-testid="tab-bar"] [role="tab"][data-path="${p}"]`)
        ?.getAttribute('aria-selected') === 'true',
    path,
  );
}

async function tabCommand(page: Page, path: string, command: string): Promise<void> {
  await tab(page, path).click({ button: 'right' });
  await page.locator(`[role="menu"] [data-command="${command}"]`).click();
}

/** The home page's URL: the base path, with or without its trailing slash. */
const isHome = (url: URL) => url.pathname.replace(/\/$/, '') === appPath('').replace(/\/$/, '');

const sidebarWidth = async (page: Page) => (await sideMenu(page).boundingBox())?.width ?? 0;

describe('shell layout', () => {
  it.each(['en-US', 'zh-CN'] as const)(
    '[E14] %s: tabs open per page, switch, close, and the four messages',
    async (locale) => {
      const app = await browser.open({ locale });
      const { page } = app;
      await login(page, 'admin');
      await waitForTabs(page, ['/']);
      await menuLink(page, 'customer').first().click();
      await waitForTabs(page, ['/', '/customer']);
      await waitForRowCount(page, 10);
      await menuLink(page, 'store').first().click();
      await waitForTabs(page, ['/', '/customer', '/store']);
      await page.waitForURL((url) => url.pathname === appPath('store'));
      await waitForSelected(page, '/store');
      expect(await tab(page, '/customer').innerText()).toContain(locale === 'en-US' ? 'Customers' : '客户');

      // A click switches the route.
      await tab(page, '/customer').click();
      await page.waitForURL((url) => url.pathname === appPath('customer'));
      await waitForSelected(page, '/customer');

      // The close button of the active tab closes it and shows its left neighbour.
      await tab(page, '/customer').locator('[data-testid="tab-close"]').click();
      await waitForTabs(page, ['/', '/store']);
      await page.waitForURL((url) => isHome(url));

      // Close all leaves the home tab; with one tab every command explains why it does nothing.
      await tabCommand(page, '/store', 'close_all');
      await waitForTabs(page, ['/']);
      const messages = TAB_MESSAGES[locale];
      await tabCommand(page, '/', 'close_left');
      await readNotification(page, messages.no_left);
      await tabCommand(page, '/', 'close_right');
      await readNotification(page, messages.no_right);
      await tabCommand(page, '/', 'close_others');
      await readNotification(page, messages.no_other);
      await tab(page, '/').locator('[data-testid="tab-close"]').click();
      await waitForText(page, messages.last, { exact: true });
      await screenshot(page, `shell-tabs-last-${locale}`);
      expectNoConsoleErrors(app);
    },
  );

  it('[E14] open tabs and the active tab survive a reload (session storage)', async () => {
    const app = await browser.open();
    const { page } = app;
    await loginAt(page, 'admin', 'customer');
    await waitForRowCount(page, 10);
    await menuLink(page, 'worker').first().click();
    await page.waitForURL((url) => url.pathname === appPath('worker'));
    await waitForTabs(page, ['/', '/customer', '/worker']);
    await menuLink(page, 'store').first().click();
    await waitForTabs(page, ['/', '/customer', '/worker', '/store']);
    await tab(page, '/worker').click();
    await page.waitForURL((url) => url.pathname === appPath('worker'));
    // Reload once the list and its reference look-ups have answered: a request cut off by the
    // reload would be passed through by the leaving page's service worker client.
    await waitForRowCount(page, 10);
    await reloadWhenIdle(page);
    await waitForTabs(page, ['/', '/customer', '/worker', '/store']);
    await waitForSelected(page, '/worker');
    const stored = await page.evaluate(() => sessionStorage.getItem('blind.tabs'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ active: '/worker' });
    expect(await tabPaths(page)).toEqual(['/', '/customer', '/worker', '/store']);
    expectNoConsoleErrors(app);
  });

  it('twenty open tabs scroll in their bar: the page never grows wider than the window (1366×768)', async () => {
    const app = await browser.open({ viewport: { width: 1366, height: 768 } });
    const { page } = app;
    await loginAt(page, 'admin', 'customer');
    await waitForRowCount(page, 10);
    // Twenty customer detail tabs, as a working day leaves them, each with a long title.
    const paths = Array.from({ length: 20 }, (_, i) => `/customer/detail?id=${i + 1}`);
    await page.evaluate((tabs) => {
      const state = {
        tabs: [
          { path: '/', fullPath: '/' },
          ...tabs.map((path) => ({ path, fullPath: path, title: `A customer with a long name ${path}` })),
        ],
        active: '/',
      };
      sessionStorage.setItem('blind.tabs', JSON.stringify(state));
    }, paths);
    await reloadWhenIdle(page);
    // The page reloaded (the customer list) opens its own tab beside them.
    await waitForTabs(page, ['/', ...paths, '/customer']);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
      bar: document.querySelector('[data-testid="tab-bar"]')?.getBoundingClientRect().right ?? Infinity,
    }));
    expect(widths.page).toBe(widths.window);
    expect(widths.bar).toBeLessThanOrEqual(widths.window);
    // The strip scrolls instead: MUI's scroll buttons are there.
    await tabBar(page).locator('.MuiTabs-scrollButtons').first().waitFor();
    await screenshot(page, 'shell-tabs-twenty-1366');
    expectNoConsoleErrors(app);
  });

  it.each([
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ])('menu 216 px collapses to 120 px ($width×$height), with tabs', async (viewport) => {
    const app = await browser.open({ viewport });
    const { page } = app;
    await loginAt(page, 'admin', 'customer');
    await waitForRowCount(page, 10);
    await menuLink(page, 'store').first().click();
    await waitForTabs(page, ['/', '/customer', '/store']);
    await tab(page, '/customer').click();
    await waitForRowCount(page, 10);
    expect(await sidebarWidth(page)).toBe(216);
    await screenshot(page, `shell-menu-expanded-${viewport.width}`);

    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.waitForFunction(
      () => document.querySelector('nav[data-testid="side-menu"]')?.getBoundingClientRect().width === 120,
    );
    expect(await sidebarWidth(page)).toBe(120);
    // Collapsed: the icon is centred in the 120 px column.
    const link = menuLink(page, 'customer').first();
    const icon = await link.locator('svg').first().boundingBox();
    const box = await link.boundingBox();
    if (!icon || !box) throw new Error('no menu item box');
    expect(Math.abs(icon.x + icon.width / 2 - (box.x + box.width / 2))).toBeLessThanOrEqual(2);
    // Away from the menu button, so that its tooltip is not in the picture.
    await page.mouse.move(viewport.width / 2, viewport.height - 10);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await screenshot(page, `shell-menu-collapsed-${viewport.width}`);
    expectNoConsoleErrors(app);
  });

  it('[S12] the customer menu item shows its count badge', async () => {
    const app = await browser.open();
    const { page } = app;
    // The demo counts it from the customers (src/mocks/bespoke/statCount.ts): the badge shows the answer.
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/get-stat-count'));
    await loginAt(page, 'admin', PLAIN_SCREEN);
    const counts = ((await (await answer).json()) as { data: Record<string, number> }).data;
    expect(counts.my_customer_count).toBeGreaterThan(0);
    const expected = counts.my_customer_count > 99 ? '99+' : String(counts.my_customer_count);
    const badge = sideMenu(page).locator('[data-testid="menu-counter-my_customer_count"] .MuiBadge-badge');
    await page.waitForFunction((text) => {
      const el = document.querySelector(
        'nav[data-testid="side-menu"] [data-testid="menu-counter-my_customer_count"] .MuiBadge-badge',
      );
      return !!el && el.textContent === text && !el.classList.contains('MuiBadge-invisible');
    }, expected);
    expect(await badge.innerText()).toBe(expected);
    expectNoConsoleErrors(app);
  });

  it('[S20] the watermark with the user name covers the customer detail page and survives removal', async () => {
    const app = await browser.open();
    const { page } = app;
    await loginAt(page, 'admin', 'customer');
    await waitForRowCount(page, 10);
    const overlay = page.locator('[data-testid="watermark"]');
    expect(await overlay.count()).toBe(0);

    // A click on the customer's name opens the row: the row's centre can fall under the sticky
    // row actions (Allocate…) once they have mounted.
    await page.locator('table tbody tr').first().locator('td.column-name').click();
    // The show route hands over to the detail page at once (replacing the address): either may
    // be the one seen.
    await page.waitForURL((url) => /\/customer\/([^/]+\/show|detail)$/.test(url.pathname));
    await overlay.waitFor({ state: 'attached' });
    const style = await overlay.evaluate((el) => {
      const s = getComputedStyle(el);
      return { position: s.position, pointerEvents: s.pointerEvents, image: s.backgroundImage };
    });
    expect(style).toMatchObject({ position: 'fixed', pointerEvents: 'none' });
    expect(style.image).toMatch(/^url\("data:image\/png;base64,/);
    await screenshot(page, 'shell-watermark');

    // Deleting the node or hiding it does not get rid of it.
    await page.evaluate(() => document.querySelector('[data-testid="watermark"]')?.remove());
    await overlay.waitFor({ state: 'attached' });
    await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('[data-testid="watermark"]');
      if (el) el.style.display = 'none';
    });
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-testid="watermark"]')?.style.display === 'block',
    );
    expect(await overlay.count()).toBe(1);

    // Clicks go through it; leaving the page removes it.
    await tab(page, '/customer').click();
    await page.waitForURL((url) => url.pathname === appPath('customer'));
    await overlay.waitFor({ state: 'detached' });
    expectNoConsoleErrors(app);
  });

  it('[E12][S02] a new version.json prompts "检测到新版本，请点击确认刷新页面"; confirm reloads', async () => {
    // Its own context: the answer it fakes for version.json must not outlive the test.
    const app = await browser.open({ locale: 'zh-CN', fresh: true });
    const { page } = app;
    const asked: string[] = [];
    await app.context.route('**/version.json*', async (route) => {
      asked.push(route.request().url());
      await route.fulfill({ json: { version: 'deployed-later' } });
    });
    await login(page, 'admin');
    const prompt = await waitForText(page, '检测到新版本，请点击确认刷新页面');
    expect(asked.some((url) => /\/blind\/admin-view\/version\.json\?t=\d+$/.test(url))).toBe(true);
    await screenshot(page, 'shell-version-prompt');
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.getByRole('dialog').getByRole('button', { name: /确认/ }).click();
    await page.waitForEvent('load');
    expect(loads).toBeGreaterThanOrEqual(1);
    void prompt;
    // After the reload the same check runs again (the route still answers another version).
    await waitForText(page, '检测到新版本，请点击确认刷新页面');
    expectNoConsoleErrors(app);
  });

  // A generated list's toolbar filter (the customer lists filter in their own panel).
  it('[S17] a date-range preset filters a list (SMS records) by created_at_gte / created_at_lte', async () => {
    const app = await browser.open();
    const { page } = app;
    await loginAt(page, 'admin', 'sms-record');
    await waitForRowCount(page, 10);
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: /Sent at/ }).click();
    const group = page.locator('[data-testid="date-range-created_at"]');
    await group.getByRole('button', { name: 'Quick ranges' }).click();
    await page.getByRole('menuitem', { name: 'This year' }).click();
    const year = new Date().getFullYear();
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('created_at_gte'));
    const filter: unknown = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
    expect(filter).toMatchObject({ created_at_gte: `${year}-01-01`, created_at_lte: `${year}-12-31` });
    expect(await group.getByLabel('Sent at From').inputValue()).toBe(`${year}-01-01`);
    await screenshot(page, 'shell-date-range');

    // Removing the filter drops both bounds.
    await page.locator('[data-source="created_at"] .hide-filter').click();
    await page.waitForURL((url) => !(url.searchParams.get('filter') ?? '').includes('created_at'));
    expectNoConsoleErrors(app);
  });
});
