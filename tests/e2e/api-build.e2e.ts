import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tableRows, waitForRowCount } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors, screenshot } from '../support/e2e/browser';
import { viteBuild } from '../support/e2e/build.mjs';
import { loginWithPassword } from '../support/e2e/chromium.mjs';
import { startDemoServer } from '../support/e2e/demo-server.mjs';
import { startStaticServer } from '../support/e2e/static-server.mjs';
import { probeLiveSocket } from '../support/e2e/socket';

/** The API build on its own origin and the HTTP demo API it calls. */
interface ApiTarget {
  /** The app: `http://127.0.0.1:<port>/blind/admin-view/`. */
  appURL: string;
  /** Its `VITE_API_BASE_URL`, another origin. */
  apiOrigin: string;
  close(): Promise<void>;
}

/**
 * The API build of the global setup (its copy on a plain static server, whose API calls are
 * cross-origin), or, when the setup made none, a private one: a demo server on a free port, the
 * API bundle built for it into a temporary folder, served by the static server.
 */
async function apiTarget(): Promise<ApiTarget> {
  const shared = inject('apiDeployment');
  if (shared)
    return { appURL: shared.crossOriginURL, apiOrigin: shared.origin, close: async () => undefined };
  const demo = await startDemoServer({ port: 0 });
  const outDir = await mkdtemp(join(tmpdir(), 'blind-api-build-'));
  const cleanUp = async () => {
    await demo.close();
    await rm(outDir, { recursive: true, force: true });
  };
  try {
    await viteBuild({ apiBaseUrl: demo.url, outDir, quiet: true });
    const app = await startStaticServer({ root: outDir });
    return {
      appURL: app.url,
      apiOrigin: demo.url,
      close: async () => {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** Before logging in, the app asks for the user info without a token: a real 401 in the console. */
const LOGGED_OUT_PROBE = /status of 401 \(Unauthorized\) \(http:\/\/[^)]+\/admin\/user\/self\)$/;

const browser = browserPerFile();
let target: ApiTarget;

beforeAll(async () => {
  target = await apiTarget();
}, 300_000);
afterAll(() => target?.close());

/** Logs in as admin and returns the user info the API answered. */
async function loginAsAdmin(page: Page): Promise<{ site_domain?: string; user: { username: string } }> {
  const self = page.waitForResponse((r) => r.url() === `${target.apiOrigin}/admin/user/self` && r.ok());
  await loginWithPassword(page, target.appURL, 'admin', 'demo123');
  return ((await (await self).json()) as { data: { site_domain?: string; user: { username: string } } }).data;
}

describe('the API build against the HTTP demo server', () => {
  it('logs in as admin without demo accounts or service worker, and lists customers that came over HTTP', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    await page.goto(new URL('user/login', target.appURL).href);
    await page.locator('input[name="username"]').waitFor({ state: 'visible' });
    expect(await page.getByTestId('demo-accounts').count()).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();

    const self = await loginAsAdmin(page);
    expect(self.user.username).toBe('admin');
    expect(self.site_domain).toBe(new URL(target.apiOrigin).host);

    const list = page.waitForResponse(
      (r) => r.url().startsWith(`${target.apiOrigin}/plugin/love/admin/customer?`) && r.ok(),
    );
    await page.goto(new URL('customer', target.appURL).href);
    const body = (await (await list).json()) as { data: { name: string }[]; meta: { total: number } };
    expect(body.meta.total).toBeGreaterThanOrEqual(5000);
    await waitForRowCount(page, 10);
    expect(await tableRows(page).first().innerText()).toContain(body.data[0].name);
    await screenshot(page, 'api-build-customer-list');
    expectNoConsoleErrors(app, [LOGGED_OUT_PROBE]);
  });

  it("index.html opens the connection to the API and fetches the login page's chunk and its API client (issue 8)", async () => {
    const app = await browser.open({ locale: 'en-US' });
    const html = await (await app.page.request.get(new URL('user/login', target.appURL).href)).text();
    expect(html).toContain(`<link rel="preconnect" href="${new URL(target.apiOrigin).origin}" crossorigin>`);
    const requested: string[] = [];
    app.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await app.page.goto(new URL('user/login', target.appURL).href);
    // The site's name (get-site-info, through that client) replaces the app's in the heading.
    await expect.poll(() => app.page.getByTestId('login-site-name').innerText()).toBe('喜鹊婚恋');
    // Both were preloaded by index.html's script once the card had painted (each asked for once).
    const preloaded = await app.page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    for (const chunk of [/\/assets\/login-[\w-]{8}\.js$/, /\/assets\/login-api-[\w-]+\.js$/]) {
      expect(preloaded.filter((path) => chunk.test(path))).toHaveLength(1);
      expect(requested.filter((path) => chunk.test(path))).toHaveLength(1);
    }
    expectNoConsoleErrors(app, [LOGGED_OUT_PROBE]);
  });

  it('accepts a WebSocket on the live socket path /im/<token> and answers its ping', async () => {
    const app = await browser.open({ locale: 'en-US' });
    await loginAsAdmin(app.page);
    const socket = await probeLiveSocket(app.page, target.apiOrigin);
    expect(socket).toMatchObject({ message: { class: 'Request', method: 'ping' }, open: true });
    expectNoConsoleErrors(app, [LOGGED_OUT_PROBE]);
  });
});
