import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appPath,
  appUrl,
  listTotal,
  loginAt,
  PLAIN_SCREEN,
  sideMenu,
  waitForRowCount,
} from '../support/e2e/app';
import {
  browserPerFile,
  expectNoConsoleErrors,
  screenshot,
  waitForText,
  type Locale,
} from '../support/e2e/browser';

const browser = browserPerFile({ reuse: true });

const VIEWPORT = { width: 1366, height: 768 };

/** The life-cycle lists: route, fixed type and title in each language. */
const LISTS = [
  { path: 'customer/clue', type: 1, title: { 'en-US': 'Clues', 'zh-CN': '线索客户' } },
  { path: 'customer/public-sea', type: 2, title: { 'en-US': 'Public sea', 'zh-CN': '公海客户' } },
  { path: 'customer/mine', type: 0, title: { 'en-US': 'My customers', 'zh-CN': '我的客户' } },
  { path: 'customer/allocated', type: 3, title: { 'en-US': 'My allocated', 'zh-CN': '我的分配' } },
  { path: 'customer/plan-expiry', type: 4, title: { 'en-US': 'Expired members', 'zh-CN': '过期会员' } },
] as const;

interface CustomerPage {
  data: { customer_type: number }[];
  meta: { total: number };
}

/** Opens a list from the side menu; checks the request's fixed type, its rows' type and the title. */
async function openFromMenu(page: Page, list: (typeof LISTS)[number], locale: Locale): Promise<void> {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname.endsWith('/plugin/love/admin/customer') &&
      url.searchParams.get('type') === String(list.type)
    );
  });
  await sideMenu(page)
    .locator(`a[href="${appPath(list.path)}"]`)
    .click();
  await page.waitForURL((url) => url.pathname === appPath(list.path));
  const body = (await (await answer).json()) as CustomerPage;
  expect(body.data.length, list.path).toBeGreaterThan(0);
  expect(
    body.data.every((row) => row.customer_type === list.type),
    list.path,
  ).toBe(true);
  await waitForRowCount(page, Math.min(10, body.meta.total));
  expect(await listTotal(page, locale)).toBe(body.meta.total);
  await page.waitForFunction((title) => document.title.includes(title), list.title[locale]);
}

describe('customer life-cycle lists', () => {
  it.each(['en-US', 'zh-CN'] as const)(
    'each list opens from the menu as admin with rows of its type (%s)',
    async (locale) => {
      const app = await browser.open({ locale, viewport: VIEWPORT });
      const { page } = app;
      await loginAt(page, 'admin', PLAIN_SCREEN);
      for (const list of LISTS) {
        await openFromMenu(page, list, locale);
        await screenshot(page, `customer-lifecycle-${list.path.split('/')[1]}-${locale}`);
      }
      expectNoConsoleErrors(app);
    },
  );

  it('[V23] a matchmaker sees no clue list in the menu and gets the 403 page typing its URL', async () => {
    const app = await browser.open({ locale: 'en-US', viewport: VIEWPORT });
    const { page } = app;
    await loginAt(page, 'matchmaker', PLAIN_SCREEN);
    const menu = sideMenu(page);
    await menu.locator(`a[href="${appPath('customer/allocated')}"]`).waitFor();
    expect(await menu.locator(`a[href="${appPath('customer/clue')}"]`).count()).toBe(0);
    await page.goto(appUrl('customer/clue'));
    await waitForText(page, 'Sorry, you do not have access to this page.');
    await screenshot(page, 'customer-lifecycle-matchmaker-403');
    expectNoConsoleErrors(app);
  });
});
