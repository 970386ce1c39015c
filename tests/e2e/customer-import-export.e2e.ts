import { describe, expect, it } from 'vitest';
import { loginAt } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors, screenshot } from '../support/e2e/browser';

// The customer row menu in a real browser. The import (V20, E07): import-wizard.e2e.ts; the export
// (V25): export-columns.e2e.ts.

const browser = browserPerFile({ reuse: true });

describe('customer row menu', () => {
  it('the row menu opens its actions; typing in an action dialog is not taken by the menu', async () => {
    const app = await browser.open({ locale: 'en-US', viewport: { width: 1920, height: 1080 } });
    const { page } = app;
    await loginAt(page, 'admin', 'customer');
    const menu = page.getByRole('button', { name: 'More actions' }).first();
    // By keyboard: Enter opens the menu, the arrow keys go through its items.
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('row-action-vip').waitFor({ state: 'visible' });
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('row-action-vip');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('row-action-copy');
    await page.getByTestId('row-action-change-bind').waitFor({ state: 'visible' });
    await screenshot(page, 'customer-row-menu-en-US');
    await page.getByTestId('row-action-change-bind').click();
    const dialog = page.getByTestId('change-bind-dialog');
    await dialog.waitFor({ state: 'visible' });
    const input = dialog.getByRole('combobox', { name: /Staff member/ });
    // "C" starts "Change binding" and "One-click copy": the menu's type-ahead must not swallow it.
    await input.pressSequentially('Co');
    expect(await input.inputValue()).toBe('Co');
    await input.press('Home');
    await input.press('Tab');
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expectNoConsoleErrors(app);
  });
});
