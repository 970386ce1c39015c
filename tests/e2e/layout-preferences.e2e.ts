import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appPath,
  loginAt,
  PLAIN_SCREEN,
  reloadWhenIdle,
  sideMenu,
  waitForRowCount,
} from '../support/e2e/app';
import { expectNoSeriousViolations, REACT_ADMIN_INTERNALS } from '../support/e2e/axe';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from '../support/e2e/browser';

/** Issue 45, point 1: the layout preferences (top and mixed menus, content width) in Chromium. */
const browser = browserPerFile({ reuse: true });

/** Section names, the customer list's entry and "More" in each language. */
const NAMES: Readonly<
  Record<Locale, { customers: string; settings: string; customerList: string; more: string }>
> = {
  'en-US': { customers: 'Customers', settings: 'Settings', customerList: 'Customers', more: 'More' },
  'zh-CN': { customers: '客户管理', settings: '系统设置', customerList: '客户', more: '更多' },
};

/** The admin's menu sections (all seven). */
const SECTION_COUNT = 7;

/**
 * Stores preferences for the signed-in user as the settings drawer does (`blind.prefs.<user>`),
 * the user being known once the session has loaded (`blind.owner`).
 */
async function storePreferences(page: Page, preferences: Record<string, unknown>): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem('blind.owner') !== null);
  await page.evaluate((value) => {
    localStorage.setItem(`blind.prefs.${localStorage.getItem('blind.owner') ?? ''}`, value);
  }, JSON.stringify(preferences));
}

const focused = (page: Page) =>
  page.evaluate(() => ({
    text: document.activeElement?.textContent?.trim() ?? '',
    role: document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName.toLowerCase(),
  }));

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** The side menu's link to a list. */
const sideLink = (page: Page, resource: string) => sideMenu(page).locator(`a[href="${appPath(resource)}"]`);

/** The header's menu button of a section (its name may hold a count dot, which has no text). */
const sectionButton = (nav: Locator, name: string) => nav.getByRole('button', { name, exact: true });

describe('layout preferences', () => {
  it.each(['en-US', 'zh-CN'] as const)(
    '%s: the top menu at 1366 px, used with the keyboard only; axe finds nothing with a menu open',
    async (locale) => {
      const app = await browser.open({ locale, viewport: { width: 1366, height: 768 }, bypassCSP: true });
      const { page } = app;
      const names = NAMES[locale];
      await loginAt(page, 'admin', PLAIN_SCREEN);
      await storePreferences(page, { layout: 'top' });
      await reloadWhenIdle(page);
      const nav = page.locator('header nav[data-testid="top-menu"]');
      await nav.waitFor();
      expect(await sideMenu(page).count()).toBe(0);

      // Tab from the logo reaches "Home", then the sections up to "Customers".
      await page.locator('[data-testid="header-logo"]').focus();
      await page.keyboard.press('Tab');
      expect(await isFocused(nav.getByRole('link').first())).toBe(true);
      const customers = sectionButton(nav, names.customers);
      for (let presses = 0; presses < 5 && !(await isFocused(customers)); presses += 1)
        await page.keyboard.press('Tab');
      expect(await isFocused(customers)).toBe(true);
      // Enter opens its menu on its first entry (the customer list); Enter follows it.
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: names.customers });
      await menu.waitFor();
      expect(await focused(page)).toEqual({ text: names.customerList, role: 'menuitem' });
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === appPath('customer'));
      await menu.waitFor({ state: 'detached' });
      await waitForRowCount(page, 10);
      await expect.poll(() => customers.getAttribute('class')).toContain('HeaderMenu-active');

      // The sections that do not fit at 1366 px are under "More", each once: Arrow Down opens it,
      // the arrows move through its entries (headings skipped), Escape closes it on its button.
      // Hidden buttons (those that do not fit) are left out of the accessibility tree.
      const shown = (await nav.getByRole('button').allInnerTexts()).filter((name) => name !== names.more);
      const more = sectionButton(nav, names.more);
      await more.focus();
      await page.keyboard.press('ArrowDown');
      const moreMenu = page.getByRole('menu', { name: names.more });
      await moreMenu.waitFor();
      const first = await focused(page);
      expect(first.role).toBe('menuitem');
      await page.keyboard.press('ArrowDown');
      expect((await focused(page)).text).not.toBe(first.text);
      const overflowed = await moreMenu.locator('.MuiListSubheader-root').allInnerTexts();
      expect(overflowed.length).toBeGreaterThan(0);
      const all = [...shown, ...overflowed];
      expect(new Set(all).size).toBe(SECTION_COUNT);
      expect(all).toHaveLength(SECTION_COUNT);
      expect(all).toEqual(expect.arrayContaining([names.customers, names.settings]));
      await expectNoSeriousViolations(page, `top menu open (${locale})`, REACT_ADMIN_INTERNALS);
      await screenshot(page, `layout-top-more-${locale}`);
      await page.keyboard.press('Escape');
      await moreMenu.waitFor({ state: 'detached' });
      expect(await isFocused(more)).toBe(true);
      expectNoConsoleErrors(app);
    },
  );

  it.each(['zh-CN', 'en-US'] as const)(
    '%s: mixed layout with a fixed width at 1920 px: sections in the header, their entries at the side',
    async (locale) => {
      const app = await browser.open({ locale, viewport: { width: 1920, height: 1080 } });
      const { page } = app;
      const names = NAMES[locale];
      await loginAt(page, 'admin', 'customer');
      await storePreferences(page, { layout: 'mixed', contentWidth: 'fixed' });
      await reloadWhenIdle(page);
      const sections = page.locator('header nav[data-testid="section-nav"]');
      await sections.waitFor();
      await waitForRowCount(page, 10);
      const customers = sections.getByRole('link', { name: names.customers, exact: true });
      expect(await customers.getAttribute('aria-current')).toBe('true');
      // The side menu's entries come just after the page (AppMenu): the section's, and no other's.
      await sideLink(page, 'customer').waitFor();
      expect(await sideLink(page, 'store').count()).toBe(0);

      // The page at most 1200 px wide, centred right of the side menu.
      const content = await page.locator('#main-content').boundingBox();
      const menu = await sideMenu(page).boundingBox();
      if (!content || !menu) throw new Error('no content or menu box');
      expect(content.width).toBe(1200);
      expect(
        Math.abs(content.x - (menu.x + menu.width) - (1920 - (content.x + content.width))),
      ).toBeLessThanOrEqual(1);
      await screenshot(page, `layout-mixed-fixed-${locale}`);

      // Another section: its first screen, and the side menu lists its entries.
      await sections.getByRole('link', { name: names.settings, exact: true }).click();
      await sideLink(page, 'store').waitFor();
      expect(await sideLink(page, 'customer').count()).toBe(0);
      expect(await customers.getAttribute('aria-current')).toBeNull();
      expectNoConsoleErrors(app);
    },
  );
});
