import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, loginAt, sideMenu, tableRows } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from '../support/e2e/browser';

// Issue 10 "done when": the sales account claims a customer from the public sea and finds it under
// "my customers"; the public sea, my customers and the bin at 1366x768 in both languages.

const browser = browserPerFile({ reuse: true });
const VIEWPORT = { width: 1366, height: 768 };

const TEXTS: Readonly<
  Record<Locale, { claimed: string; removed: string; reason: string; bin: string; mine: string }>
> = {
  'en-US': {
    claimed: 'Claimed 1 customer(s): now in your customers',
    removed: 'Moved 2 customer(s) into the bin',
    reason: 'Duplicate data',
    bin: 'Bin',
    mine: 'My customers',
  },
  'zh-CN': {
    claimed: '已领取 1 位客户，已进入我的客户',
    removed: '已将 2 位客户移入回收站',
    reason: '重复数据',
    bin: '回收站',
    mine: '我的客户',
  },
};

/** The user number of a row: the person cell ends with it. */
async function numberOf(page: Page, index: number): Promise<string> {
  const text = await tableRows(page).nth(index).locator('td').nth(1).innerText();
  return text.trim().split(/\s+/).pop() ?? '';
}

describe('public sea', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const t = TEXTS[locale];
    it(`the sales account claims a customer and finds it under "my customers" (${locale})`, async () => {
      const app = await browser.open({ locale, viewport: VIEWPORT });
      const { page } = app;
      await loginAt(page, 'sales', 'customer/public-sea');
      await page.getByTestId('claim-record').first().waitFor({ state: 'visible' });
      await screenshot(page, `public-sea-${locale}`);
      const number = await numberOf(page, 0);
      expect(number).toMatch(/^\d+$/);
      await tableRows(page).first().getByTestId('claim-record').click();
      await page.getByText(t.claimed, { exact: true }).waitFor({ state: 'visible' });
      // Gone from the public sea…
      await tableRows(page).filter({ hasText: number }).waitFor({ state: 'detached' });
      // …and in "my customers", through the menu, with its days left before the sea.
      await sideMenu(page).getByText(t.mine, { exact: true }).click();
      const row = tableRows(page).filter({ hasText: number });
      await row.waitFor({ state: 'visible' });
      await row.getByTestId('sea-days-left').waitFor({ state: 'visible' });
      await screenshot(page, `my-customers-${locale}`);
      expectNoConsoleErrors(app);
    });

    it(`the admin removes two customers into the bin, which lists them with the reason (${locale})`, async () => {
      const app = await browser.open({ locale, viewport: VIEWPORT });
      const { page } = app;
      await loginAt(page, 'admin', 'customer');
      await page.getByTestId('customer-row-menu').first().waitFor({ state: 'visible' });
      const numbers = [await numberOf(page, 0), await numberOf(page, 1)];
      await tableRows(page).nth(0).locator('input[type="checkbox"]').check();
      await tableRows(page).nth(1).locator('input[type="checkbox"]').check();
      await page.getByTestId('remove-bulk').click();
      const dialog = page.getByTestId('remove-dialog');
      await dialog.getByRole('radio', { name: t.reason }).check();
      await dialog.getByTestId('remove-dialog-submit').click();
      await page.getByText(t.removed, { exact: true }).waitFor({ state: 'visible' });
      await sideMenu(page).getByText(t.bin, { exact: true }).click();
      for (const number of numbers) {
        const row = tableRows(page).filter({ hasText: number });
        await row.getByText(t.reason, { exact: true }).waitFor({ state: 'visible' });
      }
      await screenshot(page, `bin-${locale}`);
      expectNoConsoleErrors(app);
    });
  }

  it('the admin assigns two public-sea customers evenly and batch-updates a status (dialogs at 1366x768)', async () => {
    const app = await browser.open({ locale: 'en-US', viewport: VIEWPORT });
    const { page } = app;
    await loginAt(page, 'admin', 'customer/public-sea');
    await page.getByTestId('claim-record').first().waitFor({ state: 'visible' });
    await tableRows(page).nth(0).locator('input[type="checkbox"]').check();
    await tableRows(page).nth(1).locator('input[type="checkbox"]').check();
    await page.getByTestId('avg-assign-bulk').click();
    const dialog = page.getByTestId('avg-assign-dialog');
    const workers = dialog.getByRole('combobox');
    for (const index of [0, 1]) {
      await workers.click();
      await page.getByRole('option').nth(index).click();
    }
    await dialog.getByTestId('avg-assign-shares').getByText('1 customer(s)').nth(1).waitFor();
    await screenshot(page, 'public-sea-avg-assign-dialog-en-US');
    await dialog.getByTestId('avg-assign-dialog-submit').click();
    await page.getByText('Assigned 2 customer(s) evenly', { exact: true }).waitFor({ state: 'visible' });

    await page.goto(appUrl('customer'));
    await page.getByTestId('customer-row-menu').first().waitFor({ state: 'visible' });
    await tableRows(page).nth(0).locator('input[type="checkbox"]').check();
    await page.getByTestId('batch-bulk').click();
    const batch = page.getByTestId('batch-dialog');
    await batch.getByRole('combobox', { name: /Field to change/ }).click();
    await page.getByRole('option', { name: 'Status' }).click();
    await batch.getByRole('combobox', { name: /New value/ }).click();
    await page.getByRole('option', { name: 'Signed' }).click();
    await screenshot(page, 'customer-batch-dialog-en-US');
    await batch.getByTestId('batch-dialog-submit').click();
    await page.getByText('Update 1 customers? Status becomes: Signed').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Updated 1 customer(s)', { exact: true }).waitFor({ state: 'visible' });
    expectNoConsoleErrors(app);
  });
});
