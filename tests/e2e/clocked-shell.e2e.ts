import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appPath, appUrl, login, loginAt, menuLink, PLAIN_SCREEN } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors, screenshot } from '../support/e2e/browser';

/**
 * Issue 45 point 4: the shell's timed rules driven in the built app with Playwright's fake clock
 * (the page's timers and Date; the demo API's worker keeps real time): the menu counts refresh every
 * 30 s (S12), a route change runs the version check, at most once a minute (S02), and an address
 * the app does not know shows the 404 page.
 */
const browser = browserPerFile();

/**
 * Records, in the page, each XHR the app sends and each answer it gets, with the page's (fake) time
 * (`__sent`, `__answered`).
 */
function recordXhr() {
  const sent: [string, number][] = [];
  const answered: [string, number][] = [];
  Object.defineProperty(window, '__sent', { value: sent });
  Object.defineProperty(window, '__answered', { value: answered });
  const urls = new WeakMap<XMLHttpRequest, string>();
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
    urls.set(this, String(args[1]));
    return open.apply(this, args);
  } as typeof open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (
    this: XMLHttpRequest,
    body?: Document | XMLHttpRequestBodyInit | null,
  ) {
    const url = urls.get(this) ?? '';
    sent.push([url, Date.now()]);
    this.addEventListener('loadend', () => answered.push([url, Date.now()]));
    return send.call(this, body);
  };
}

/** The page's times of the requests (`__sent`) or answers (`__answered`) whose URL contains `part`. */
const timesOf = (page: Page, list: '__sent' | '__answered', part: string) =>
  page.evaluate(
    ([name, p]) =>
      (Reflect.get(window, name) as [string, number][])
        .filter(([url]) => url.includes(p))
        .map(([, at]) => at),
    [list, part] as const,
  );

describe('the shell on a fake clock (issue 45 point 4, demo build)', () => {
  it('[S12] the menu counts are asked for again every 30 s', async () => {
    const app = await browser.open({ locale: 'en-US', fresh: true });
    const { page, context } = app;
    await page.clock.install();
    await context.addInitScript(recordXhr);
    await loginAt(page, 'admin', PLAIN_SCREEN);
    const COUNTS = '/get-stat-count';
    const asked = async () => (await timesOf(page, '__sent', COUNTS)).length;
    const answered = async () => (await timesOf(page, '__answered', COUNTS)).length;
    await expect.poll(answered, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    const first = await asked();
    await expect.poll(answered).toBe(first);
    // 30 s of the page's time (its timers fired at their times): the counts are asked again; once
    // that answer is in, 30 s more: again.
    for (const asks of [first + 1, first + 2]) {
      await page.clock.runFor(30_000);
      await expect.poll(asked).toBe(asks);
      await expect.poll(answered).toBe(asks);
    }
    const times = (await timesOf(page, '__sent', COUNTS)).slice(first);
    // 30 s after the previous ask (the page's own time, not the answers' real round trips).
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(30_000);
    expect(times[1] - times[0]).toBeLessThan(31_000);
    expectNoConsoleErrors(app);
  });

  it('[S02][E12] a route change runs the version check (at most once a minute): a new version prompts a refresh (zh-CN)', async () => {
    const app = await browser.open({ locale: 'zh-CN', fresh: true });
    const { page, context } = app;
    await page.clock.install();
    const version: { deployed?: string } = {};
    const asked: string[] = [];
    await context.route('**/version.json*', async (route) => {
      asked.push(route.request().url());
      if (version.deployed) await route.fulfill({ json: { version: version.deployed } });
      else await route.continue();
    });
    const go = async (resource: 'store' | 'worker') => {
      await menuLink(page, resource).click();
      await page.waitForURL((url) => url.pathname === appPath(resource));
    };
    await login(page, 'admin');
    await go('store');
    await page.locator('.list-store table tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    const checked = asked.length;
    expect(checked).toBeGreaterThanOrEqual(1);
    // A new version is deployed. A minute on, nothing asks until the user changes screens.
    version.deployed = 'deployed-later';
    await page.clock.fastForward(61_000);
    await page.waitForLoadState('networkidle');
    expect(asked.length).toBe(checked);
    expect(await page.getByText('检测到新版本，请点击确认刷新页面').count()).toBe(0);
    // The route change asks, and the new version prompts a refresh.
    await go('worker');
    await page.getByRole('dialog').getByText('检测到新版本，请点击确认刷新页面').waitFor();
    await screenshot(page, 'shell-version-prompt-route-change');
    expect(asked.length).toBe(checked + 1);
    expect(asked.at(-1)).toMatch(/\/blind\/admin-view\/version\.json\?t=\d+$/);
    // Within the minute another route change asks nothing.
    await page.getByRole('dialog').getByRole('button', { name: /稍后/ }).click();
    await go('store');
    expect(asked.length).toBe(checked + 1);
    expectNoConsoleErrors(app);
  });

  it('an address the app does not know shows the 404 page, with a way home (en-US)', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    await login(page, 'admin');
    await page.goto(appUrl('no-such-screen/at-all'));
    await page.getByText('Sorry, the page you visited does not exist.').waitFor();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    // Its tab is titled too (the title follows the page's route a moment after it renders).
    await page.getByRole('tab', { name: /Page not found/ }).waitFor();
    await screenshot(page, 'shell-404-en-US');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === appPath('').replace(/\/$/, ''));
    await page.getByTestId('dashboard').waitFor();
    expectNoConsoleErrors(app);
  });
});
