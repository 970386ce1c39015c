// Chromium launch and the password login of the UI contract, shared by the e2e helpers (TypeScript)
// and `scripts/bench.mjs` (plain node). Types: chromium.d.mts.
import { chromium } from 'playwright-core';

/** Debian's Chromium unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Added for the e2e tests only, never for the bench: V8 compiles and collects garbage on the page's
 * own thread instead of helper threads. The app behaves the same; the suite keeps two browsers busy
 * on two cores, where the helper threads' work only competes with the other browser. Measured with
 * and without it, one after the other: 2-8 % less Chromium CPU per file (the machine's own
 * variation is of that order). The bench measures Chromium as users run it.
 */
export const TEST_ONLY_ARGS = ['--js-flags=--single-threaded'];

/**
 * Headless Chromium (playwright adds --headless itself); E2E_HEADED=1 shows the window.
 * @param {{ extraArgs?: readonly string[] }} [options]
 */
export function launchChromium({ extraArgs = [] } = {}) {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: process.env.E2E_HEADED !== '1',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/**
 * Opens the login page, submits the password form and waits until the app shows its side menu.
 * @param {import('playwright-core').Page} page
 * @param {string} appUrl the app's URL with the trailing slash (…/blind/admin-view/)
 * @param {string} username
 * @param {string} password
 */
export async function loginWithPassword(page, appUrl, username, password) {
  await page.goto(new URL('user/login', appUrl).href);
  await submitPasswordForm(page, username, password);
  await page.waitForURL((url) => !url.pathname.includes('/user/login'));
  await page.locator('nav[data-testid="side-menu"]').waitFor({ state: 'visible' });
}

/**
 * Fills the password tab of the login page on screen and submits it (no wait for the outcome).
 * @param {import('playwright-core').Page} page
 * @param {string} username
 * @param {string} password
 */
export async function submitPasswordForm(page, username, password) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}
