import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, focusSearchWithSlash, loginAt, PLAIN_SCREEN, sideMenu } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors } from '../support/e2e/browser';

/** Issue 9, point 9: `Esc` closes drawers and dialogs, and keyboard focus is always visible. */
// The animated app most users see (the other files run with reduced motion, see PageOptions).
const browser = browserPerFile({ reuse: true, motion: 'full' });

function headerButton(page: Page, name: string): Locator {
  return page.locator('header').getByRole('button', { name, exact: true });
}

/**
 * Focuses `target` the way a keyboard user's focus arrives (a key was pressed first, so the browser
 * and MUI treat it as keyboard focus), without depending on the tab order of the whole page.
 */
async function keyboardFocus(page: Page, target: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  await target.focus();
  expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** The outline the focused element draws (`none` when focus is invisible). */
function focusOutline(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'none';
    const style = getComputedStyle(el);
    return style.outlineStyle === 'none' || style.outlineWidth === '0px'
      ? 'none'
      : `${style.outlineStyle} ${style.outlineWidth}`;
  });
}

describe('keyboard', () => {
  it('"/" focuses the header search, except while typing in another field', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    await loginAt(page, 'admin', PLAIN_SCREEN);
    const search = page.getByRole('textbox', { name: 'user number / phone number' });
    await focusSearchWithSlash(page, search);
    expect(await search.inputValue()).toBe('');

    // In a form field, "/" is text.
    await page.goto(appUrl('store/create'));
    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.fill('North');
    await page.keyboard.press('/');
    expect(await name.inputValue()).toBe('North/');
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    expectNoConsoleErrors(app);
  });

  it('Esc closes the finance drawer, the notice drawer and a dialog', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    await loginAt(page, 'admin', PLAIN_SCREEN);

    for (const [button, drawerId] of [
      ['finance', 'finance-drawer'],
      ['messages', 'notice-drawer'],
    ] as const) {
      await headerButton(page, button).click();
      const drawer = page.locator(`[data-testid="${drawerId}"]`);
      await drawer.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    }

    await page.goto(appUrl('store/1'));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expectNoConsoleErrors(app);
  });

  it('focus is visible on the tabs of the tab bar, the menu items and the header buttons', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    await loginAt(page, 'admin', 'store');
    const targets = [
      page.locator('[data-testid="tab-bar"] [role="tab"][aria-selected="true"]'),
      sideMenu(page).getByRole('menuitem').first(),
      headerButton(page, 'finance'),
    ];
    for (const target of targets) {
      await target.waitFor({ state: 'visible' });
      await keyboardFocus(page, target);
      expect(await focusOutline(page)).toBe('solid 2px');
    }
    expectNoConsoleErrors(app);
  });
});
