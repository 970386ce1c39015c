import { describe, expect, it } from 'vitest';
import { loginAt, tableRows } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from '../support/e2e/browser';

const browser = browserPerFile({ reuse: true });

const TEXTS: Readonly<Record<Locale, { v17: string; v18: string; sell: string; success: string }>> = {
  'en-US': {
    v17: 'Please choose a matchmaker',
    v18: 'Please choose an intake method',
    sell: 'Sell my users',
    success: 'Allocated 2 customer(s)',
  },
  'zh-CN': { v17: '请选择红娘', v18: '请选择入库方式', sell: '卖我的用户', success: '已分配 2 位客户' },
};

/** "My customers" (type 0) of every worker: allocated with "sell my users", they stay in this list. */
const MY_CUSTOMERS = `customer?filter=${encodeURIComponent(JSON.stringify({ customer_type: 0 }))}`;

describe('allocation', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const t = TEXTS[locale];
    it(`[S07][V17][V18] the admin allocates two selected customers and sees the matchmaker in the rows (${locale})`, async () => {
      const app = await browser.open({ locale, viewport: { width: 1366, height: 768 } });
      const { page } = app;
      await loginAt(page, 'admin', MY_CUSTOMERS);
      const rows = tableRows(page);
      await page.getByTestId('allocate-record').first().waitFor({ state: 'visible' });
      // The person cell ends with the user number (unique).
      const numberOf = async (index: number) =>
        (await rows.nth(index).locator('td').nth(1).innerText()).trim().split(/\s+/).pop() ?? '';
      const numbers = [await numberOf(0), await numberOf(1)];
      const before = [await rows.nth(0).innerText(), await rows.nth(1).innerText()];
      expect(numbers.every((n) => /^\d+$/.test(n))).toBe(true);
      await rows.nth(0).locator('input[type="checkbox"]').check();
      await rows.nth(1).locator('input[type="checkbox"]').check();
      await page.getByTestId('allocate-bulk').click();

      const dialog = page.getByTestId('allocation-dialog');
      await dialog.waitFor({ state: 'visible' });
      const submit = dialog.getByTestId('allocation-submit');
      await submit.click();
      await dialog.getByText(t.v17, { exact: true }).waitFor({ state: 'visible' });

      const matchmaker = dialog.locator('input[role="combobox"]');
      await matchmaker.click();
      await page.getByRole('option').last().click();
      const chosen = await matchmaker.inputValue();
      expect(chosen).toMatch(/\S/);
      // Not the rows' matchmaker already (the demo seed is deterministic).
      expect(before.some((text) => text.includes(chosen))).toBe(false);
      await submit.click();
      await dialog.getByText(t.v18, { exact: true }).waitFor({ state: 'visible' });
      await screenshot(page, `allocation-dialog-${locale}`);

      await dialog.getByRole('radio', { name: t.sell }).check();
      await submit.click();
      await page.getByText(t.success, { exact: true }).waitFor({ state: 'visible' });
      await dialog.waitFor({ state: 'detached' });
      // The list reloads: both customers now show the chosen matchmaker.
      for (const number of numbers) {
        const row = rows.filter({ hasText: number }).first();
        await row.getByText(chosen, { exact: true }).waitFor({ state: 'visible' });
      }
      expectNoConsoleErrors(app);
    });
  }
});
