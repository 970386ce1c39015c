import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appPath, loginAt, tableRows, type DemoAccount } from '../support/e2e/app';
import {
  browserPerFile,
  expectNoConsoleErrors,
  failedResource,
  screenshot,
  type Locale,
} from '../support/e2e/browser';

const browser = browserPerFile({ reuse: true });

const TEXTS: Readonly<Record<Locale, { search: string; notFound: string; back: string; profile: string }>> = {
  'en-US': {
    search: 'user number / phone number',
    notFound: 'Customer not found',
    back: 'Back to my customers',
    profile: 'Customer data',
  },
  'zh-CN': { search: '用户编号/手机号', notFound: '客户不存在', back: '返回我的客户', profile: '客户资料' },
};

/** Name and user number of a row of the customer list (the person cell: name, then number). */
async function personOf(page: Page, index: number): Promise<{ name: string; number: string }> {
  const text = (await tableRows(page).nth(index).locator('td').nth(1).innerText()).trim();
  const parts = text.split(/\s+/);
  return { name: parts[0] ?? '', number: parts[parts.length - 1] ?? '' };
}

/** Logs in on "my customers" and waits for its rows. */
async function loginOnList(page: Page, account: DemoAccount): Promise<void> {
  await loginAt(page, account, 'customer/mine');
  await tableRows(page).nth(2).waitFor({ state: 'visible' });
}

const headerName = (page: Page) => page.getByTestId('customer-header-card').getByTestId('customer-name');
const watermark = (page: Page) => page.locator('[data-testid="watermark"]');

describe('customer detail page (issue 11)', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const t = TEXTS[locale];
    it(`the header search by a user number opens the page with the person's name; screenshots (${locale})`, async () => {
      const app = await browser.open({ locale, viewport: { width: 1366, height: 768 } });
      const { page } = app;
      await loginOnList(page, 'admin');
      const person = await personOf(page, 1);
      expect(person.number).toMatch(/^\d+$/);
      const search = page.getByRole('textbox', { name: t.search });
      await search.fill(person.number);
      await search.press('Enter');
      await page.waitForURL((url) => url.pathname === appPath('customer/detail'));
      await headerName(page).filter({ hasText: person.name }).waitFor({ state: 'visible' });
      expect((await headerName(page).innerText()).trim()).toBe(person.name);
      // The shell's tab is titled with the customer's name.
      await page.getByTestId('tab-bar').getByText(person.name, { exact: true }).waitFor({ state: 'visible' });
      await page.getByTestId('profile-basic').getByText(t.profile).waitFor({ state: 'visible' });
      await page
        .getByTestId('gallery-photo')
        .first()
        .or(page.getByTestId('profile-gallery').getByText(/No photos|暂无照片/))
        .waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `customer-detail-1366-${locale}`);
      await page.setViewportSize({ width: 1920, height: 1080 });
      await screenshot(page, `customer-detail-1920-${locale}`);
      // The profile edited in place: the customer form's inputs in the profile block.
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.getByTestId('profile-edit').click();
      await page.getByTestId('profile-basic').locator('button[type="submit"]').waitFor({ state: 'visible' });
      await screenshot(page, `customer-detail-edit-1366-${locale}`);
      expectNoConsoleErrors(app);
    });

    it(`an unknown id says "customer not found" with a way back (${locale})`, async () => {
      const app = await browser.open({ locale });
      const { page } = app;
      await loginAt(page, 'admin', 'customer/detail?id=999999');
      await page.getByText(t.notFound, { exact: true }).waitFor({ state: 'visible' });
      await page.getByRole('link', { name: t.back }).click();
      await page.waitForURL((url) => url.pathname === appPath('customer/mine'));
      expectNoConsoleErrors(app, [failedResource(404)]);
    });
  }

  it('[S20] the watermark covers the page for admin, not for an account without track_watermark', async () => {
    const admin = await browser.open({ locale: 'en-US' });
    await loginOnList(admin.page, 'admin');
    const person = await personOf(admin.page, 0);
    await tableRows(admin.page).nth(0).locator('td').nth(1).click();
    await admin.page.waitForURL((url) => url.pathname === appPath('customer/detail'));
    await headerName(admin.page).filter({ hasText: person.name }).waitFor({ state: 'visible' });
    await watermark(admin.page).waitFor({ state: 'attached' });
    expect(await watermark(admin.page).getAttribute('aria-hidden')).toBe('true');
    expect(await watermark(admin.page).evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    const id = new URL(admin.page.url()).searchParams.get('id') ?? '';

    const sales = await browser.open({ locale: 'en-US' });
    await loginAt(sales.page, 'sales', `customer/detail?id=${id}`);
    await sales.page
      .getByTestId('customer-header-card')
      .or(sales.page.getByText('Customer not found'))
      .first()
      .waitFor({ state: 'visible' });
    await sales.page.waitForLoadState('networkidle');
    expect(await watermark(sales.page).count()).toBe(0);
    expectNoConsoleErrors(admin);
  });

  it('previous / next move through the list the page was opened from', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    await loginOnList(page, 'admin');
    const [first, second, third] = [
      await personOf(page, 0),
      await personOf(page, 1),
      await personOf(page, 2),
    ];
    await tableRows(page).nth(1).locator('td').nth(1).click();
    await headerName(page).filter({ hasText: second.name }).waitFor({ state: 'visible' });
    await page.getByRole('link', { name: 'Next customer' }).click();
    await headerName(page).filter({ hasText: third.name }).waitFor({ state: 'visible' });
    await page.getByRole('link', { name: 'Previous customer' }).click();
    await headerName(page).filter({ hasText: second.name }).waitFor({ state: 'visible' });
    await page.getByRole('link', { name: 'Previous customer' }).click();
    await headerName(page).filter({ hasText: first.name }).waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Previous customer' }).isDisabled()).toBe(true);
    expectNoConsoleErrors(app);
  });
});
