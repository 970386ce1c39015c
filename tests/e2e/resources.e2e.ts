import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resources } from '../../resources';
import { hasAnyPermission } from '../../resources/core/permissions';
import { MATCHMAKER_PERMISSIONS, SALES_PERMISSIONS } from '../../src/mocks/accounts';
import { appPath, login, sideMenu } from '../support/e2e/app';
import {
  browserPerFile,
  expectNoConsoleErrors,
  launchBrowser,
  newPage,
  screenshot,
  type AppPage,
  type Locale,
} from '../support/e2e/browser';

const browser = browserPerFile();

/** A translation key left on screen (e.g. `resources.tag.fields.name`, `app.header.search`). */
const UNTRANSLATED = /\b(?:resources|app|ra)\.[a-z0-9_-]+\.[a-z0-9_.-]+/i;
/** A screen has settled when no API call was in flight for this long (reference labels arrived). */
const QUIET_MS = 200;

const listed = resources.filter((r) => r.can('list'));

/** Client-side navigation (no reload, so the demo API is not started again for every page). */
async function go(page: Page, route: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, appPath(route));
}

/** Counts the page's API calls in flight, to wait until none was for QUIET_MS. */
function apiActivity(page: Page): { quiet(): Promise<void> } {
  let inFlight = 0;
  let changedAt = Date.now();
  const isApi = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType());
  const change = (delta: number) => (request: Request) => {
    if (!isApi(request)) return;
    inFlight += delta;
    changedAt = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    quiet: () =>
      vi.waitFor(
        () => {
          if (inFlight > 0 || Date.now() - changedAt < QUIET_MS)
            throw new Error(`${inFlight} API calls in flight`);
        },
        { timeout: 30_000, interval: 50 },
      ),
  };
}

async function expectListShown(page: Page, name: string, settled: () => Promise<void>): Promise<void> {
  await go(page, name);
  await page.waitForURL((url) => url.pathname === appPath(name));
  const root = `.list-${name}`;
  // A resource whose list is a bespoke page (the media library) shows its own items instead of rows.
  const bespoke = '[data-testid="media-item"], [data-testid="media-empty"]';
  await page
    .locator(`${root} table tbody tr, ${root} [data-testid="list-empty"], ${bespoke}`)
    .first()
    .waitFor({ state: 'visible' });
  await settled();
  const text = await page.locator('body').innerText();
  expect(text, `${name}: untranslated key on screen`).not.toMatch(UNTRANSLATED);
}

async function expectCreateShown(page: Page, name: string, settled: () => Promise<void>): Promise<void> {
  await go(page, `${name}/create`);
  await page.locator(`.create-${name} form button[type="submit"]`).waitFor({ state: 'visible' });
  await settled();
  const text = await page.locator('body').innerText();
  expect(text, `${name}/create: untranslated key on screen`).not.toMatch(UNTRANSLATED);
}

/**
 * One logged-in admin page per locale, shared by one test per resource and screen: a failure names
 * its screen, and the app boots once per locale instead of once per screen.
 */
for (const locale of ['en-US', 'zh-CN'] as const satisfies readonly Locale[]) {
  describe(`every resource as admin (${locale}): no console error, no untranslated key`, () => {
    let shared: Browser;
    let app: AppPage;
    let settled: () => Promise<void>;
    /** Console errors before the current test: each test answers for its own. */
    let errorsBefore = 0;

    beforeAll(async () => {
      shared = await launchBrowser();
      app = await newPage(shared, { locale });
      settled = apiActivity(app.page).quiet;
      await login(app.page, 'admin');
    });
    afterEach(async ({ task }) => {
      if (task.result?.state !== 'fail') return;
      await screenshot(app.page, `FAILED ${task.name}`).catch(() => undefined);
      // Start the next screen from a fresh load, not from whatever state this one was left in.
      await app.page.goto(app.page.url()).catch(() => undefined);
    });
    afterAll(async () => {
      await shared?.close();
    });

    const screen = (title: string, check: () => Promise<void>) =>
      it(title, async () => {
        errorsBefore = app.errors.length;
        await check();
        expect(app.errors.slice(errorsBefore)).toEqual([]);
      });

    it('logs in as admin', () => {
      expectNoConsoleErrors(app);
    });
    for (const def of listed) {
      screen(`${def.name}: list`, () => expectListShown(app.page, def.name, settled));
      if (def.can('create')) {
        screen(`${def.name}: create form`, () => expectCreateShown(app.page, def.name, settled));
      }
    }
  });
}

describe('every resource', () => {
  it('screenshots five representative lists', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
    const settled = apiActivity(app.page).quiet;
    await login(app.page, 'admin');
    const names = ['customer', 'worker-user', 'worker-call', 'tag', 'store'].filter((n) =>
      resources.some((r) => r.name === n),
    );
    for (const name of names) {
      await expectListShown(app.page, name, settled);
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
