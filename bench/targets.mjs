// The three apps the bench measures: the plain react-admin baseline, this app's API build (against
// the HTTP demo server) and its demo build (demo API in the browser). Each names its screens by a
// route and the selector that shows the screen is ready.
import { loginWithPassword } from '../tests/support/e2e/chromium.mjs';

/**
 * A screen is ready when `count` (1) elements match `selector` or its `empty` state shows, with
 * each selector of `also` present and none of `absent` (a skeleton).
 * @typedef {{ route: string, selector: string, count?: number, empty?: string, also?: string[], absent?: string }} Screen
 * @typedef {{
 *   id: 'baseline' | 'api' | 'demo' | 'ref:api' | 'ref:demo',
 *   label: string,
 *   url: string,
 *   routeUrl: (route: string) => string,
 *   routePath: (route: string) => string,
 *   initScripts: (() => void)[],
 *   login: (page: import('playwright-core').Page) => Promise<void>,
 *   storeSaved?: (page: import('playwright-core').Page) => Promise<void>,
 *   screens: { login: Screen, list: Screen, form?: Screen, show?: Screen, dashboard?: Screen },
 *   staff: boolean,
 * }} Target
 */

export const LIST_ROWS = 100;
const STORE_SAVED_TIMEOUT_MS = 30_000;
const STORE_SAVED_POLL_MS = 250;
const USERNAME = 'input[name="username"]';

/** The demo API's simulated latency is off (as in the e2e tests): the bench measures the app. */
function demoWithoutLatency() {
  localStorage.setItem('blind.demo.latency', '0');
}

/** The once-a-day must-handle dialog stays closed (it would cover the screens being measured). */
function mustHandleShownToday() {
  const d = new Date();
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  localStorage.setItem(
    'blind.must-handle.shown',
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
  );
}

/**
 * Waits until the demo build has saved its seeded store to IndexedDB (its manifest, key `db` of
 * store `state` in database `blind-demo-api`, is written after the records: src/mocks/db.ts).
 * A first start seeds the store in the background and saves it a moment later; a person reading
 * the dashboard gives it that moment, the bench's scripted login does not, and a list loaded
 * before then seeds the store again (the bench reports that load as the first visit).
 * @param {import('playwright-core').Page} page
 */
async function demoStoreSaved(page) {
  const deadline = Date.now() + STORE_SAVED_TIMEOUT_MS;
  while (!(await page.evaluate(manifestSaved))) {
    if (Date.now() > deadline)
      throw new Error(`the demo store was not saved within ${STORE_SAVED_TIMEOUT_MS} ms of logging in`);
    await page.waitForTimeout(STORE_SAVED_POLL_MS);
  }
}

/** In the page: whether the demo store's manifest is saved. @returns {Promise<boolean>} */
async function manifestSaved() {
  const names = (await indexedDB.databases()).map((d) => d.name);
  if (!names.includes('blind-demo-api')) return false;
  return new Promise((resolve) => {
    const request = indexedDB.open('blind-demo-api');
    request.onerror = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      const done = (/** @type {boolean} */ saved) => {
        db.close();
        resolve(saved);
      };
      if (!db.objectStoreNames.contains('state')) return done(false);
      const read = db.transaction('state').objectStore('state').get('db');
      read.onsuccess = () => done(read.result !== undefined);
      read.onerror = () => done(false);
    };
  });
}

/**
 * A list of this app, ready with its rows or its empty state.
 * @param {string} name
 * @returns {Screen}
 */
export const appList = (name) => ({
  route: name,
  selector: `.list-${name} table tbody tr, .list-${name} [data-testid="list-empty"]`,
});

/**
 * This app (either build), served under /blind/admin-view/.
 * @param {'api' | 'demo'} id
 * @param {string} url the app's URL with the trailing slash
 * @returns {Target}
 */
export function appTarget(id, url) {
  return {
    id,
    label: id === 'api' ? 'API build' : 'demo build',
    url,
    routeUrl: (route) => new URL(route, url).href,
    routePath: (route) => new URL(route, url).pathname + new URL(route, url).search,
    initScripts: [demoWithoutLatency, mustHandleShownToday],
    login: (page) => loginWithPassword(page, url, 'admin', 'demo123'),
    ...(id === 'demo' ? { storeSaved: demoStoreSaved } : {}),
    screens: {
      login: { route: 'user/login', selector: USERNAME },
      list: {
        route: `customer?page=1&perPage=${LIST_ROWS}`,
        selector: '.list-customer table tbody tr',
        count: LIST_ROWS,
      },
      form: { route: 'store/create', selector: '.create-store form button[type="submit"]' },
      show: { route: 'store/1/show', selector: '.RaShow-main .RaLabeled-label' },
      // Home: the dashboard (issue 14), ready when its statistics show figures.
      dashboard: {
        route: '',
        selector: '[data-testid="dashboard"] [data-testid^="stat-"][data-testid$="-value"]',
      },
    },
    // The screens staff live in and a working day of screen changes (bench/staff-screens.mjs).
    staff: true,
  };
}

/**
 * The one-resource react-admin app of bench/baseline/ (hash router, served at the root).
 * @param {string} url the origin with a trailing slash
 * @returns {Target}
 */
export function baselineTarget(url) {
  const routeUrl = (/** @type {string} */ route) => `${new URL(url).origin}/#/${route}`;
  return {
    id: 'baseline',
    label: 'baseline',
    url,
    routeUrl,
    routePath: (route) => `/#/${route}`,
    initScripts: [],
    async login(page) {
      await page.goto(routeUrl('login'));
      await page.locator(USERNAME).fill('admin');
      await page.locator('input[name="password"]').fill('admin');
      await page.locator('button[type="submit"]').click();
      await page.locator('.RaList-main table tbody tr').first().waitFor({ state: 'visible' });
    },
    screens: {
      login: { route: 'login', selector: USERNAME },
      list: {
        route: `customer?page=1&perPage=${LIST_ROWS}`,
        selector: '.RaList-main table tbody tr',
        count: LIST_ROWS,
      },
    },
    staff: false,
  };
}
