import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../deploy/csp.mjs';
import { browserPerFile, expectNoConsoleErrors, screenshot } from '../support/e2e/browser';
import { loginWithPassword } from '../support/e2e/chromium.mjs';
import { apiDeployment as deployment } from '../support/e2e/deployment';
import { probeLiveSocket } from '../support/e2e/socket';

// The API build deployed with deploy/nginx.conf in front of the HTTP demo server, as on a server:
// the global setup starts the demo server and nginx (its own prefix, a free port) once per run.

const browser = browserPerFile();
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The app's URL behind nginx for a route. */
const deployed = (route = '') => new URL(route, deployment().deployURL).href;

/** A request to nginx as a browser makes it (gzip accepted); the body is read and dropped. */
async function fetchHeaders(url: string): Promise<{ status: number; headers: Headers }> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  await response.arrayBuffer();
  return { status: response.status, headers: response.headers };
}

async function loginThroughNginx(page: Page): Promise<void> {
  await loginWithPassword(page, deployment().deployURL, 'admin', 'demo123');
}

describe('the API build behind nginx (deploy/nginx.conf)', () => {
  it('logs in and opens the customer list, every API call going to the nginx origin', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const apiCalls: string[] = [];
    app.page.on('request', (request) => {
      const type = request.resourceType();
      if (type === 'fetch' || type === 'xhr') apiCalls.push(new URL(request.url()).origin);
    });
    await loginThroughNginx(app.page);
    await app.page.goto(deployed('customer'));
    await app.page.locator('.list-customer table tbody tr').first().waitFor({ state: 'visible' });
    await screenshot(app.page, 'deploy-customer-list');
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(new Set(apiCalls)).toEqual(new Set([deployment().origin]));
    expectNoConsoleErrors(app);
  });

  it('reloads a deep link (/blind/admin-view/store/1/show) into the app on that screen', async () => {
    const app = await browser.open({ locale: 'en-US' });
    await loginThroughNginx(app.page);
    const deepLink = deployed('store/1/show');
    const response = await app.page.goto(deepLink);
    expect(response?.status()).toBe(200);
    await app.page.locator('.RaShow-main .RaLabeled-label').first().waitFor({ state: 'visible' });
    await app.page.reload();
    expect(app.page.url()).toBe(deepLink);
    await app.page.locator('.RaShow-main .RaLabeled-label').first().waitFor({ state: 'visible' });
    expectNoConsoleErrors(app);
  });

  it('caches hashed assets for a year and revalidates index.html and version.json', async () => {
    const assets = (await readdir(join(deployment().dist, 'assets'))).filter((file) => file.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(0);
    const asset = await fetchHeaders(deployed(`assets/${assets[0]}`));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);

    for (const route of ['', 'index.html', 'version.json', 'store/1/show']) {
      const page = await fetchHeaders(deployed(route));
      expect(page.status, route).toBe(200);
      expect(page.headers.get('cache-control'), route).toBe('no-cache');
    }
    // A chunk of another build is missing, not index.html (the app reloads itself on that error).
    const missing = await fetchHeaders(deployed('assets/missing-chunk-0000.js'));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('sends the Content-Security-Policy, nosniff and the referrer policy, the build carrying the same policy', async () => {
    const files = await readdir(join(deployment().dist, 'assets'));
    // The largest script (nginx leaves files under gzip_min_length as they are).
    const sizes = await Promise.all(
      files
        .filter((file) => file.endsWith('.js'))
        .map(async (file) => ({ file, size: (await stat(join(deployment().dist, 'assets', file))).size })),
    );
    const script = sizes.sort((a, b) => b.size - a.size)[0]?.file;
    const apiAnswer = new URL('/admin/user/self', deployment().origin).href;
    for (const url of [deployed(''), deployed('store/1/show'), deployed(`assets/${script}`), apiAnswer]) {
      const { headers } = await fetchHeaders(url);
      expect(headers.get('content-security-policy'), url).toBe(contentSecurityPolicy({ header: true }));
      expect(headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
    }
    // API answers get no cache header of nginx's.
    expect((await fetchHeaders(apiAnswer)).headers.get('cache-control')).toBeNull();

    const app = await browser.open({ locale: 'en-US' });
    await app.page.goto(deployed('login'));
    const meta = await app.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    // The build's <meta> allows the API origin it was built for (here nginx's, the page's own).
    expect(meta).toBe(contentSecurityPolicy({ apiBaseUrl: deployment().origin }));
    expectNoConsoleErrors(app);
  });

  it('sends JS, CSS and index.html gzipped', async () => {
    const files = await readdir(join(deployment().dist, 'assets'));
    // The largest script (nginx leaves files under gzip_min_length as they are).
    const sizes = await Promise.all(
      files
        .filter((file) => file.endsWith('.js'))
        .map(async (file) => ({ file, size: (await stat(join(deployment().dist, 'assets', file))).size })),
    );
    const script = sizes.sort((a, b) => b.size - a.size)[0]?.file;
    expect(script).toBeDefined();
    for (const route of [`assets/${script}`, 'index.html']) {
      const { status, headers } = await fetchHeaders(deployed(route));
      expect(status, route).toBe(200);
      expect(headers.get('content-encoding'), route).toBe('gzip');
      expect(headers.get('vary'), route).toMatch(/Accept-Encoding/i);
    }
  });

  it('upgrades a WebSocket to /im/<token> through nginx', async () => {
    const app = await browser.open({ locale: 'en-US' });
    await loginThroughNginx(app.page);
    const socket = await probeLiveSocket(app.page, deployment().origin);
    expect(socket.url).toMatch(new RegExp(`^${deployment().origin.replace(/^http/, 'ws')}/im/`));
    expect(socket.message).toEqual({ class: 'Request', method: 'ping' });
    expectNoConsoleErrors(app);
  });
});
