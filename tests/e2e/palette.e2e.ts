import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appPath, loginAt, PLAIN_SCREEN, tableRows, type DemoAccount } from '../support/e2e/app';
import { expectNoSeriousViolations, REACT_ADMIN_INTERNALS } from '../support/e2e/axe';
import {
  browserPerFile,
  expectNoConsoleErrors,
  screenshot,
  waitForText,
  type AppPage,
  type Locale,
} from '../support/e2e/browser';

/**
 * Issue 45 point 3 "done when": Ctrl+K opens the command palette (from a text field too); it finds
 * the stores page ("stores", "门店") and a customer by number, Enter opens them; a salesperson is
 * offered no page an administrator alone may open; axe finds nothing serious with it open.
 */
const browser = browserPerFile({ reuse: true });
const VIEWPORT = { width: 1366, height: 768 };

async function start(account: DemoAccount, locale: Locale): Promise<AppPage> {
  // axe is injected as an inline script, which the app's Content-Security-Policy refuses.
  const app = await browser.open({ locale, viewport: VIEWPORT, bypassCSP: true });
  await loginAt(app.page, account, PLAIN_SCREEN);
  return app;
}

/** Presses Ctrl+K with the focus in the header search, and answers the palette's text field. */
async function openPalette(page: Page): Promise<{ dialog: Locator; input: Locator }> {
  await page.locator('[data-testid="header-search"]').focus();
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('combobox');
  await input.waitFor({ state: 'visible' });
  expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
  return { dialog, input };
}

/** The option that the combobox announces as active. */
async function activeOption(page: Page, input: Locator): Promise<Locator> {
  const id = await input.getAttribute('aria-activedescendant');
  if (!id) throw new Error('no active option');
  return page.locator(`[id="${id}"]`);
}

async function waitForRoute(page: Page, path: string, search = ''): Promise<void> {
  await page.waitForURL((url) => url.pathname === appPath(path.slice(1)) && url.search === search);
}

describe('command palette', () => {
  for (const [locale, query] of [
    ['en-US', 'stores'],
    ['zh-CN', '门店'],
  ] as const) {
    it(`Ctrl+K from a text field; "${query}" finds the stores page and Enter opens it; axe clean (${locale})`, async () => {
      const app = await start('admin', locale);
      const { page } = app;
      const { dialog, input } = await openPalette(page);
      // Empty: every page the user may open, under its heading.
      await dialog.getByRole('group', { name: locale === 'en-US' ? 'Pages' : '页面' }).waitFor();
      await expectNoSeriousViolations(page, `palette open (${locale})`, REACT_ADMIN_INTERNALS);
      await screenshot(page, `palette-${locale}`);

      await input.fill(query);
      const active = await activeOption(page, input);
      expect(await active.innerText()).toMatch(locale === 'en-US' ? /^Stores/ : /^门店/);
      await expectNoSeriousViolations(page, `palette with results (${locale})`, REACT_ADMIN_INTERNALS);
      await input.press('Enter');
      await waitForRoute(page, '/store');
      await tableRows(page).first().waitFor();
      expect(await dialog.count()).toBe(0);
      expectNoConsoleErrors(app);
    });
  }

  it('a customer found by number opens its detail; it comes first under "recent" next time', async () => {
    const app = await start('admin', 'en-US');
    const { page } = app;
    const { dialog, input } = await openPalette(page);
    await input.fill('1000007');
    const customers = dialog.getByRole('group', { name: 'Customers' });
    await customers.getByRole('option').first().waitFor();
    const active = await activeOption(page, input);
    expect(await active.innerText()).toContain('No. 1000007');
    await input.press('Enter');
    await waitForRoute(page, '/customer/detail', '?id=7');
    await page.getByTestId('customer-number').getByText('No. 1000007', { exact: true }).waitFor();

    const again = await openPalette(page);
    const recent = again.dialog.getByRole('group', { name: 'Recent' });
    expect(await recent.getByRole('option').first().innerText()).toContain('No. 1000007');
    // Typed: the recent customer that matches, then the other customers the server finds.
    await again.input.fill('1000');
    await again.dialog.getByRole('group', { name: 'Customers' }).getByRole('option').first().waitFor();
    expect(await recent.getByRole('option').count()).toBe(1);
    await screenshot(page, 'palette-groups-en-US');
    await page.keyboard.press('Escape');
    await again.dialog.waitFor({ state: 'detached' });
    expectNoConsoleErrors(app);
  });

  it('[V23] a salesperson is offered no page an administrator alone may open', async () => {
    const app = await start('sales', 'en-US');
    const { page } = app;
    const { dialog, input } = await openPalette(page);
    const pages = dialog.getByRole('group', { name: 'Pages' }).getByRole('option');
    await pages.first().waitFor();
    const offered = await pages.allInnerTexts();
    expect(offered.some((text) => text.startsWith('Clues'))).toBe(true);
    for (const adminPage of ['Stores', 'Staff members', 'Roles', 'Domains', 'update notes'])
      expect(
        offered.some((text) => text.startsWith(adminPage)),
        adminPage,
      ).toBe(false);
    await input.fill('stores');
    await waitForText(dialog, 'Nothing found for “stores”');
    expect(await dialog.getByRole('option').count()).toBe(0);
    expectNoConsoleErrors(app);
  });
});
