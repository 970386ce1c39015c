import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { hasAnyPermission } from '../../resources/core/permissions';
import { MATCHMAKER_PERMISSIONS, SALES_PERMISSIONS } from '../../src/mocks/accounts';
import { appPath, login, sideMenu } from './support/app';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from './support/browser';

const browser = browserPerFile();

/** A translation key left on screen (e.g. `resources.tag.fields.name`, `app.header.search`). */
const UNTRANSLATED = /\b(?:resources|app|ra)\.[a-z0-9_-]+\.[a-z0-9_.-]+/i;

const listed = resources.filter((r) => r.can('list'));

/** Client-side navigation (no reload, so the demo API is not started again for every page). */
async function go(page: Page, route: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, appPath(route));
}

async function expectListShown(page: Page, name: string): Promise<void> {
  await go(page, name);
  await page.waitForURL((url) => url.pathname === appPath(name));
  const root = `.list-${name}`;
  await page
    .locator(`${root} table tbody tr, ${root} [data-testid="list-empty"]`)
    .first()
    .waitFor({ state: 'visible' });
  // Let the reference labels (store names, customers…) arrive before reading the page.
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  expect(text, `${name}: untranslated key on screen`).not.toMatch(UNTRANSLATED);
}

async function expectCreateShown(page: Page, name: string): Promise<void> {
  await go(page, `${name}/create`);
  await page.locator(`.create-${name} form button[type="submit"]`).waitFor({ state: 'visible' });
  const text = await page.locator('body').innerText();
  expect(text, `${name}/create: untranslated key on screen`).not.toMatch(UNTRANSLATED);
}

describe('every resource', () => {
  for (const locale of ['en-US', 'zh-CN'] as const satisfies readonly Locale[]) {
    it(`admin opens every list and create form without console errors or untranslated keys (${locale})`, async () => {
      const app = await browser.open({ locale });
      await login(app.page, 'admin');
      for (const def of listed) {
        await expectListShown(app.page, def.name);
        if (def.can('create')) await expectCreateShown(app.page, def.name);
      }
      expectNoConsoleErrors(app);
    }, 600_000);
  }

  it('screenshots five representative lists', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
    await login(app.page, 'admin');
    const names = ['customer', 'worker-user', 'worker-call', 'tag', 'store'].filter((n) =>
      resources.some((r) => r.name === n),
    );
    for (const name of names) {
      await expectListShown(app.page, name);
      await screenshot(app.page, `list-${name}-zh-CN`);
    }
    expectNoConsoleErrors(app);
  }, 120_000);

  const accounts = [
    ['sales', SALES_PERMISSIONS],
    ['matchmaker', MATCHMAKER_PERMISSIONS],
  ] as const;
  for (const [account, permissions] of accounts) {
    it(`[V23] ${account}: resources it lacks are absent from the menu and give the 403 page by URL`, async () => {
      const app = await browser.open({ locale: 'en-US' });
      await login(app.page, account);
      const held = new Set<string>(permissions);
      const lacking = listed.filter((r) => !hasAnyPermission(r.access?.list, held));
      const allowed = listed.filter((r) => r.menu && hasAnyPermission(r.access?.list, held));
      expect(lacking.length).toBeGreaterThan(0);
      const menu = sideMenu(app.page);
      for (const def of allowed) {
        await menu.locator(`a[href="${appPath(def.name)}"]`).waitFor({ state: 'visible' });
      }
      for (const def of lacking) {
        expect(await menu.locator(`a[href="${appPath(def.name)}"]`).count(), def.name).toBe(0);
      }
      for (const def of lacking) {
        await go(app.page, def.name);
        await app.page.locator('[data-testid="page-403"]').waitFor({ state: 'visible' });
      }
      expectNoConsoleErrors(app);
    }, 300_000);
  }
});
