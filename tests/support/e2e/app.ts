import { expect, inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginWithPassword, submitPasswordForm } from './chromium.mjs';

/** The app's URL as served by the global setup, with a trailing slash. */
export function baseURL(): string {
  return inject('baseURL');
}

/** URL of an app route: `appUrl('user/login')` → `http://127.0.0.1:<port>/blind/admin-view/user/login`. */
export function appUrl(route = ''): string {
  return new URL(route.replace(/^\/+/, ''), baseURL()).href;
}

/** Path of an app route as the app writes it in links: `/blind/admin-view/<route>`. */
export function appPath(route: string): string {
  return new URL(appUrl(route)).pathname;
}

export type DemoAccount = 'admin' | 'sales' | 'matchmaker';
export const DEMO_PASSWORD = 'demo123';
export const DEMO_CODE = '123456';
export const DEMO_PHONES: Readonly<Record<DemoAccount, string>> = {
  admin: '13800000001',
  sales: '13800000002',
  matchmaker: '13800000003',
};

export const RESOURCES = ['customer', 'store', 'worker', 'sms-template', 'pay-account', 'domain'] as const;
export type ResourceName = (typeof RESOURCES)[number];

/** The menu each demo account sees (V23: routes filtered by the permissions held). */
export const MENUS: Readonly<Record<DemoAccount, readonly ResourceName[]>> = {
  admin: RESOURCES,
  sales: ['customer'],
  matchmaker: ['customer'],
};

export function sideMenu(page: Page): Locator {
  return page.locator('nav[data-testid="side-menu"]');
}

export function menuLink(page: Page, resource: ResourceName): Locator {
  return sideMenu(page).locator(`a[href="${appPath(resource)}"]`);
}

export function isLoginPage(url: URL): boolean {
  return url.pathname === appPath('user/login');
}

export async function openLoginPage(page: Page): Promise<void> {
  await page.goto(appUrl('user/login'));
  await page.locator('input[name="username"]').waitFor({ state: 'visible' });
}

/**
 * A plain screen to log in on when a test is about the shell (header, menus, dialogs over any
 * page), not about a screen: the user center, a few lines of text. The home page's dashboard costs
 * about twice the CPU to draw, for every login; and with no table of its own, a wait for the rows
 * of the list a test opens next cannot be met by rows already on screen.
 */
export const PLAIN_SCREEN = 'userCenter/index';

/** Logs in on the password tab and waits for the side menu (on the home page). */
export async function login(page: Page, account: DemoAccount, password = DEMO_PASSWORD): Promise<void> {
  await loginWithPassword(page, baseURL(), account, password);
}

/**
 * Opens a route signed out and logs in where the app sends the visitor (its login page), which
 * then returns to that route, as for a person following a link: one load of the app, and no home
 * page drawn on the way.
 */
export async function loginAt(page: Page, account: DemoAccount, route: string): Promise<void> {
  const target = new URL(appUrl(route));
  await page.goto(target.href);
  await page.waitForURL((url) => isLoginPage(url));
  await submitPasswordForm(page, account, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === target.pathname && url.search === target.search);
  await sideMenu(page).waitFor({ state: 'visible' });
}

/** Fills and submits the password tab without waiting for the outcome (for failure cases). */
export async function submitPasswordLogin(page: Page, username: string, password: string): Promise<void> {
  await openLoginPage(page);
  await submitPasswordForm(page, username, password);
}

/** Logs in on the verification-code tab with the demo code and waits for the side menu. */
export async function loginWithCode(page: Page, account: DemoAccount, code = DEMO_CODE): Promise<void> {
  await openLoginPage(page);
  await page.locator('[role="tab"][data-testid="login-tab-code"]').click();
  await page.locator('input[name="phone"]').fill(DEMO_PHONES[account]);
  await page.locator('[data-testid="send-code"]').click();
  await page.locator('input[name="code"]').fill(code);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !isLoginPage(url));
  await sideMenu(page).waitFor({ state: 'visible' });
}

/** The rows of the (first) list table on the page. */
export function tableRows(page: Page): Locator {
  return page.locator('table tbody tr');
}

/** Waits until the list table shows exactly `count` rows. */
export async function waitForRowCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelectorAll('table tbody tr').length === expected,
    count,
  );
}

/** The "total N items" / "共 N 条" text of the list footer, as a number. */
export async function listTotal(page: Page, locale: 'en-US' | 'zh-CN'): Promise<number> {
  const pattern = locale === 'en-US' ? /^total (\d+) items$/ : /^共 (\d+) 条$/;
  const text = page.getByText(pattern).first();
  await text.waitFor({ state: 'visible' });
  const match = pattern.exec((await text.innerText()).trim());
  if (!match) throw new Error(`no list total in ${locale}`);
  return Number(match[1]);
}

/** Opens the language menu of the header and picks a language. */
export async function switchLanguage(page: Page, language: '简体中文' | 'English'): Promise<void> {
  await page.locator('[data-testid="language-switch"]').click();
  await page.getByRole('menuitem', { name: language }).click();
}

/**
 * Reloads once no request is in flight: a demo-API request cut off by the reload is passed through
 * by the leaving page's service worker client to the static server, which answers 404.
 */
export async function reloadWhenIdle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.reload();
}

/**
 * Presses `/` with nothing focused until the header search has the focus (at most the wait's
 * timeout): right after a login the header may still mount again (permissions arriving), and a key
 * pressed before its listener is back does nothing, as for a person, who would press it again.
 */
export async function focusSearchWithSlash(page: Page, search: Locator): Promise<void> {
  await search.waitFor();
  await expect
    .poll(async () => {
      if (await search.evaluate((el) => el === document.activeElement)) return true;
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('/');
      return search.evaluate((el) => el === document.activeElement);
    })
    .toBe(true);
}

/** Waits for a notification (snackbar) holding the text. */
export async function waitForNotification(page: Page, text: string, timeout?: number): Promise<void> {
  await page
    .locator('.MuiSnackbar-root [role="alert"], .MuiSnackbar-root .MuiSnackbarContent-message')
    .filter({ hasText: text })
    .first()
    .waitFor({ state: 'visible', timeout });
}
