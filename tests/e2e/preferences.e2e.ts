import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appPath, loginAt, menuLink, PLAIN_SCREEN, reloadWhenIdle } from '../support/e2e/app';
import { expectNoSeriousViolations, REACT_ADMIN_INTERNALS } from '../support/e2e/axe';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from '../support/e2e/browser';

// Issue 45, point 1: the interface settings drawer. Its choices apply at once and persist (the
// dark theme survives a reload), multi-tab off keeps one page, weak mode greys the whole page,
// reset restores the defaults; axe finds nothing with the drawer open, in both themes and languages.

const browser = browserPerFile({ reuse: true });
// The width staff work at most often (UX.md): the drawer's screenshots are taken there.
const VIEWPORT = { width: 1366, height: 768 };

const drawer = (page: Page) => page.getByRole('dialog', { name: /^(Interface settings|界面设置)$/ });

async function openDrawer(page: Page): Promise<void> {
  await page.locator('[data-testid="preferences-open"]').click();
  await drawer(page).waitFor({ state: 'visible' });
}

/** Clicks a switch of the drawer (its input is under MUI's thumb: the click goes to the input itself). */
const toggle = (page: Page, name: string) => page.locator(`[data-testid="preference-${name}"]`).click();

/** The relative luminance of the page's background (0 black … 1 white). */
const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });

const rootFilter = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).filter);

const storedTabPaths = (page: Page) =>
  page.evaluate(() => {
    const state = JSON.parse(sessionStorage.getItem('blind.tabs') ?? '{"tabs":[]}') as {
      tabs: { path: string }[];
    };
    return state.tabs.map((tab) => tab.path);
  });

describe('interface settings (issue 45)', () => {
  it.each(['en-US', 'zh-CN'] as const)(
    '%s: the dark theme chosen in the drawer survives a reload; axe finds nothing with the drawer open',
    async (locale: Locale) => {
      const app = await browser.open({ locale, viewport: VIEWPORT, bypassCSP: true });
      const { page } = app;
      await loginAt(page, 'admin', PLAIN_SCREEN);
      expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
      await openDrawer(page);
      await expectNoSeriousViolations(page, `settings drawer, light (${locale})`, REACT_ADMIN_INTERNALS);
      await screenshot(page, `preferences-drawer-light-${locale}`);

      await page.locator('[data-testid="preference-themeMode-dark"]').click();
      await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.2);
      await expectNoSeriousViolations(page, `settings drawer, dark (${locale})`, REACT_ADMIN_INTERNALS);
      await screenshot(page, `preferences-drawer-dark-${locale}`);

      await page.keyboard.press('Escape');
      await drawer(page).waitFor({ state: 'hidden' });
      await reloadWhenIdle(page);
      await page.locator('[data-testid="preferences-open"]').waitFor({ state: 'visible' });
      expect(await backgroundLuminance(page)).toBeLessThan(0.2);
      expectNoConsoleErrors(app);
    },
  );

  it('multi-tab off hides the tab bar and keeps one page; weak mode greys the page; reset restores', async () => {
    const app = await browser.open();
    const { page } = app;
    await loginAt(page, 'admin', 'customer');
    await page.locator('[data-testid="tab-bar"] [role="tab"]').nth(1).waitFor();
    await openDrawer(page);
    await toggle(page, 'multiTab');
    await toggle(page, 'weakMode');
    expect(await rootFilter(page)).toBe('grayscale(1)');
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'hidden' });
    await page.locator('[data-testid="tab-bar"]').waitFor({ state: 'detached' });
    expect(await storedTabPaths(page)).toEqual(['/customer']);

    // Another page replaces the one on screen.
    await menuLink(page, 'store').first().click();
    await page.waitForURL((url) => url.pathname === appPath('store'));
    await expect.poll(() => storedTabPaths(page)).toEqual(['/store']);
    expect(await page.locator('[data-testid="tab-bar"]').count()).toBe(0);
    await screenshot(page, 'preferences-one-page-weak-mode');

    // Reset: the tab bar is back with the page on screen alone, and the colours.
    await openDrawer(page);
    await page.locator('[data-testid="preferences-reset"]').click();
    await page.locator('[data-testid="preferences-reset-done"]').waitFor();
    expect(await rootFilter(page)).toBe('none');
    await page.keyboard.press('Escape');
    const tabs = page.locator('[data-testid="tab-bar"] [role="tab"]');
    await tabs.first().waitFor();
    expect(await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute('data-path')))).toEqual([
      '/store',
    ]);
    expectNoConsoleErrors(app);
  });
});
