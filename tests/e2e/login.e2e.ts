import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  MENUS,
  RESOURCES,
  appUrl,
  isLoginPage,
  login,
  loginWithCode,
  menuLink,
  submitPasswordLogin,
  type DemoAccount,
} from '../support/e2e/app';
import {
  expectNoConsoleErrors,
  failedResource,
  screenshot,
  browserPerFile,
  waitForText,
} from '../support/e2e/browser';

const browser = browserPerFile();

/** Asserts the side menu holds exactly the account's resources. */
async function expectMenu(page: Parameters<typeof menuLink>[0], account: DemoAccount): Promise<void> {
  for (const resource of RESOURCES) {
    const link = menuLink(page, resource);
    if (MENUS[account].includes(resource))
      expect(await link.first().isVisible(), `${account}: ${resource}`).toBe(true);
    else expect(await link.count(), `${account} must not see the ${resource} menu`).toBe(0);
  }
}

/**
 * Opens `path` with the entry script held back (a slow network) until a request matching `chunk`
 * leaves, or 5 s; gives the order of the two events.
 */
async function entryHeldUntilAsked(
  page: Page,
  path: string,
  chunk: RegExp,
  loaded: () => Promise<unknown>,
): Promise<string[]> {
  const html = await (await page.request.get(appUrl(path))).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toMatch(/\/assets\/index-[\w-]+\.js$/);
  const order: string[] = [];
  let chunkAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (chunkAsked = resolve));
  page.on('request', (request) => {
    if (!chunk.test(request.url())) return;
    order.push('chunk asked for');
    chunkAsked();
  });
  await page.route(new URL(entry ?? '', appUrl()).href, async (route) => {
    const response = await route.fetch();
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    order.push('entry delivered');
    await route.fulfill({ response });
  });
  await page.goto(appUrl(path));
  await loaded();
  return order;
}

/** The page with its entry script held back (a slow network) until `release()`. */
async function entryHeld(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return release;
}

/** The boxes (x, y, width, height, to the quarter pixel) of the elements `selectors` match, in order. */
function boxes(page: Page, selectors: string[]): Promise<number[][]> {
  return page.evaluate(
    (all) =>
      all.flatMap((selector) =>
        [...document.querySelectorAll(selector)].map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return [x, y, width, height].map((value) => Math.round(value * 4) / 4);
        }),
      ),
    selectors,
  );
}

describe('login', () => {
  it('serves the login page and the demo API worker', async () => {
    const app = await browser.open();
    const worker = await app.page.request.get(appUrl('mockServiceWorker.js'));
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    const version = await app.page.request.get(appUrl('version.json'));
    expect(version.status()).toBe(200);
    const body: unknown = await version.json();
    expect(body).toEqual({ version: expect.any(String) });
    const requested: string[] = [];
    app.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await app.page.goto(appUrl('user/login'));
    await app.page.locator('input[name="username"]').waitFor({ state: 'visible' });
    expect(await app.page.locator('input[name="password"]').isVisible()).toBe(true);
    // Issue 8: the form is there before the admin (with the resources' labels) or the demo API are.
    const admin = (path: string) => /\/assets\/(admin|demo)-/.test(path);
    expect(requested.filter(admin)).toEqual([]);
    await screenshot(app.page, 'login-en');
    await app.page.locator('input[name="username"]').press('a');
    await expect.poll(() => requested.filter(admin).length).toBeGreaterThanOrEqual(2);
    expect(await app.page.locator('button[type="submit"]').isVisible()).toBe(true);
    expectNoConsoleErrors(app);
  });

  it("signed in, a page load asks for the admin's chunks before the entry script has even arrived (issue 8)", async () => {
    const app = await browser.open();
    await login(app.page, 'admin');
    const order = await entryHeldUntilAsked(app.page, 'customer', /\/assets\/admin-[\w-]+\.js$/, () =>
      app.page.locator('.list-customer table tbody tr').first().waitFor(),
    );
    expect(order.slice(0, 2)).toEqual(['chunk asked for', 'entry delivered']);
    expectNoConsoleErrors(app);
  });

  it("signed out, the login page's chunk is asked for once the card has painted, before the entry script has arrived; the API client's is not (issue 8)", async () => {
    const app = await browser.open();
    const order = await entryHeldUntilAsked(app.page, 'user/login', /\/assets\/login-[\w-]{8}\.js$/, () =>
      app.page.locator('input[name="username"]').waitFor(),
    );
    expect(order.slice(0, 2)).toEqual(['chunk asked for', 'entry delivered']);
    // index.html lists it for its script, which asks for it after the first frame.
    const html = await (await app.page.request.get(appUrl('user/login'))).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<meta name="blind-boot-preload" content="[^"]+\/assets\/login-[\w-]{8}\.js/);
    // The demo API answers nothing before the first interaction: its client loads with it, and
    // neither index.html nor its script preloads it (the admin's list names it).
    const preloaded = await app.page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    );
    expect(preloaded.some((href) => /\/assets\/main-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloaded.filter((href) => /login-api-/.test(href))).toEqual([]);
    expectNoConsoleErrors(app);
  });

  it("signed out, index.html draws the login card in the visitor's language before the code has come; the form takes its place without moving a pixel (issue 8)", async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    const release = await entryHeld(page);
    // Not waiting for the load event: it comes after the entry script.
    await page.goto(appUrl('user/login'), { waitUntil: 'commit' });
    const card = page.locator('#boot-login');
    await card.getByText('Matchmaking management back-end').waitFor({ state: 'visible' });
    expect(await card.getByText('婚恋管理后台').isVisible()).toBe(false);
    expect(await page.locator('#boot').isVisible()).toBe(false);
    await screenshot(page, 'login-card-before-code-en');
    // The card is the form's skeleton, rendered from it at build time: the same elements, each
    // block painted as a bone; none of the form's ids or names (the form brings its own).
    const drawnCard = '#boot-login > [lang="en-US"]';
    expect(
      await page.locator('#boot-login [id], #boot-login [name], #boot-login [data-testid]').count(),
    ).toBe(0);
    const drawn = await boxes(page, [
      `${drawnCard} .MuiCard-root`,
      `${drawnCard} h1`,
      `${drawnCard} .MuiTabs-root`,
      `${drawnCard} .MuiOutlinedInput-root, ${drawnCard} button[type="submit"]`,
      `${drawnCard} section`,
    ]);
    release();
    await page.locator('input[name="username"]:focus').waitFor();
    expect(await card.count()).toBe(0);
    const rendered = await boxes(page, [
      '.MuiCard-root',
      'h1',
      '.MuiTabs-root',
      '.MuiCard-root .MuiOutlinedInput-root, .MuiCard-root button[type="submit"]',
      '[data-testid="demo-accounts"]',
    ]);
    expect(rendered).toHaveLength(7);
    expect(rendered).toEqual(drawn);
    expectNoConsoleErrors(app);
  });

  it('the card speaks the stored language; signed in, index.html shows "…" instead (issue 8)', async () => {
    const app = await browser.open({ locale: 'en-US' });
    await app.context.addInitScript(() => localStorage.setItem('blind.locale', 'zh-CN'));
    await entryHeld(app.page);
    await app.page.goto(appUrl('user/login'), { waitUntil: 'commit' });
    await app.page.locator('#boot-login').getByText('婚恋管理后台').waitFor({ state: 'visible' });
    expect(await app.page.locator('html').getAttribute('lang')).toBe('zh-CN');

    const signedIn = await browser.open({ locale: 'en-US' });
    await signedIn.context.addInitScript(() => localStorage.setItem('Access-Token', 'Bearer held'));
    await entryHeld(signedIn.page);
    await signedIn.page.goto(appUrl('customer'), { waitUntil: 'commit' });
    await signedIn.page.locator('#boot').getByText('…').waitFor({ state: 'visible' });
    expect(await signedIn.page.locator('#boot-login').isVisible()).toBe(false);
    // Both entries stay held: their requests end with the pages, not as errors of the next test.
    await Promise.all([app.page, signedIn.page].map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })));
  });

  it("the login page's styles come compiled in index.html: emotion compiles none again, in either language, on a phone or a desktop, with or without motion (issue 8)", async () => {
    const cases = [
      { locale: 'zh-CN', viewport: { width: 412, height: 823 } },
      { locale: 'en-US', viewport: { width: 1366, height: 768 }, motion: 'full' },
    ] as const;
    for (const options of cases) {
      const app = await browser.open(options);
      await app.page.goto(appUrl('user/login'));
      await app.page.getByTestId('demo-accounts').waitFor();
      await app.page.locator('input[name="username"]:focus').waitFor();
      expect(await app.page.locator('style#login-styles').count()).toBe(1);
      // The style cache's own sheets (the Global component's are `css-global`).
      const compiledAtRunTime = await app.page.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].flatMap((style) =>
          [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
        ),
      );
      expect(
        compiledAtRunTime,
        'a state of the login page that its build-time render (src/app/loginPage.build.tsx) does not record',
      ).toEqual([]);
      expectNoConsoleErrors(app);
    }
  });

  it('signed in, a list loads its code in a handful of files, not dozens (issue 8: six at a time over HTTP/1.1)', async () => {
    const app = await browser.open();
    await login(app.page, 'admin');
    // Counted from the list's document on (the home page's own chunks are not).
    const scripts = new Set<string>();
    let counting = false;
    app.page.on('framenavigated', (frame) => {
      if (frame === app.page.mainFrame()) counting = new URL(frame.url()).pathname.endsWith('/customer');
    });
    app.page.on('request', (request) => {
      if (counting && request.resourceType() === 'script')
        scripts.add(new URL(request.url()).pathname.split('/').pop() ?? '');
    });
    await app.page.goto(appUrl('customer'));
    await app.page.locator('.list-customer table tbody tr').first().waitFor();
    // What the page asked for until its rows showed (the filter panel's own chunk among them).
    const beforeRows = [...scripts];
    const names = beforeRows.map((file) => file.replace(/-[\w-]{8}\.js$/, ''));
    // The entry (with its few shared helpers), the login page's group, the session's, the first
    // page's, the demo API's and the admin's.
    expect(names).toEqual(
      expect.arrayContaining(['index', 'login', 'session', 'first-page', 'demo', 'admin']),
    );
    expect(beforeRows.length, beforeRows.join(' ')).toBeLessThanOrEqual(16);
    expectNoConsoleErrors(app);
  });

  it("the demo API's chunk, which every signed-in load waits for, holds no cookie jar and no spreadsheet code (issue 8)", async () => {
    const app = await browser.open();
    const demoChunk = new Promise<string>((resolve) => {
      app.page.on('response', (response) => {
        if (/\/demo-[\w-]{8}\.js$/.test(new URL(response.url()).pathname)) void response.text().then(resolve);
      });
    });
    await login(app.page, 'admin');
    const text = await demoChunk;
    expect(text).toContain('mockServiceWorker');
    // tough-cookie's (msw's jar keeps no cookie: src/mocks/cookieJar.ts).
    expect(text).not.toContain('Cookie has domain set to a public suffix');
    // The xlsx reader's and writer's (loaded with the first import or export).
    expect(text).not.toContain('xl/workbook.xml');
    expectNoConsoleErrors(app);
  });

  it.each(['admin', 'sales', 'matchmaker'] as const)(
    '[V23] %s logs in with the password and sees only the menus its permissions allow',
    async (account) => {
      const app = await browser.open();
      await login(app.page, account);
      expect(isLoginPage(new URL(app.page.url()))).toBe(false);
      // Menu items appear once the permissions are known: wait for the one every account has.
      await menuLink(app.page, 'customer').first().waitFor({ state: 'visible' });
      await expectMenu(app.page, account);
      await screenshot(app.page, `menu-${account}`);
      expectNoConsoleErrors(app);
    },
  );

  it.each(['admin', 'sales'] as const)(
    '[V23] %s logs in with the verification code 123456 by phone',
    async (account) => {
      const app = await browser.open();
      await loginWithCode(app.page, account);
      await menuLink(app.page, 'customer').first().waitFor({ state: 'visible' });
      await expectMenu(app.page, account);
      expectNoConsoleErrors(app);
    },
  );

  it('[V24] a wrong password shows the server text "Wrong user name or password" (en-US)', async () => {
    const app = await browser.open({ locale: 'en-US' });
    await submitPasswordLogin(app.page, 'admin', 'not-the-password');
    await waitForText(app.page, 'Wrong user name or password');
    expect(isLoginPage(new URL(app.page.url()))).toBe(true);
    expectNoConsoleErrors(app, [failedResource(400), failedResource(401), failedResource(422)]);
  });

  it('[V24] a wrong password shows the server text "用户名或密码错误" (zh-CN)', async () => {
    const app = await browser.open({ locale: 'zh-CN' });
    await submitPasswordLogin(app.page, 'admin', 'not-the-password');
    await waitForText(app.page, '用户名或密码错误');
    expect(isLoginPage(new URL(app.page.url()))).toBe(true);
    await screenshot(app.page, 'login-failed-zh');
    expectNoConsoleErrors(app, [failedResource(400), failedResource(401), failedResource(422)]);
  });
});
