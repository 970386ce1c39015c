// Memory over a working day (issue 44 point 5): the JS heap after 200 screen changes against the
// heap after the first 10, cycling through what staff do all day: the customer list and its row
// menu, a customer's detail and two of its tabs, the match search, the media library, the call
// records, the list with three filters and its export dialog (a different customer each cycle).
import { heapAfterGc, loadScreen, navigate, restPointer, settle, waitForScreen } from './page-metrics.mjs';
import {
  CALLS,
  detailRoute,
  FILTERED_LIST,
  matchScreen,
  MEDIA,
  rowMenuButton,
  tabScreen,
} from './staff-screens.mjs';

/** @type {import('./targets.mjs').Screen} */
const WHOLE_LIST = {
  route: `customer?filter=${encodeURIComponent('{}')}&page=1&perPage=25`,
  selector: '.list-customer table tbody tr',
  count: 25,
  absent: '.list-customer table tbody tr:nth-child(26)',
};
/** The customers with histories in both builds' seeds (1…60). */
const CUSTOMERS_WITH_HISTORY = 60;
const FIRST = 10;
const TOTAL = 200;

/**
 * Opens a dialog or menu with a click and closes it with Escape, waiting for each.
 * @param {import('playwright-core').Page} page
 * @param {string} opener @param {string} opened shows while it is open
 */
async function openAndClose(page, opener, opened) {
  await page.locator(opener).first().click();
  await page.locator(opened).first().waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await page.locator(opened).first().waitFor({ state: 'hidden' });
  await restPointer(page);
}

/**
 * The screen changes of one cycle (10), for the cycle's customer.
 * @param {import('playwright-core').Page} page
 * @param {import('./targets.mjs').Target} target
 * @param {number} id
 * @returns {(() => Promise<unknown>)[]}
 */
const cycle = (page, target, id) => {
  const tab = async (/** @type {'follow' | 'call'} */ key) => {
    await page.locator(`[data-testid="customer-tab-${key}"]`).click();
    await waitForScreen(page, tabScreen(key, ''));
  };
  return [
    // The whole list again, 25 rows (an empty filter: without one, the list would keep the last
    // filters), ready once the 100 filtered rows are gone.
    () => navigate(page, target, WHOLE_LIST),
    async () => {
      const menu = await rowMenuButton(page, id % 10);
      await openAndClose(page, menu, `${menu}[aria-expanded="true"]`);
    },
    () => navigate(page, target, tabScreen('profile', detailRoute(id))),
    () => tab('follow'),
    () => tab('call'),
    () => navigate(page, target, matchScreen(id)),
    () => navigate(page, target, MEDIA),
    () => navigate(page, target, CALLS),
    () => navigate(page, target, FILTERED_LIST),
    () => openAndClose(page, '[data-testid="export-open"]', '[data-testid="export-dialog"]'),
  ];
};

/**
 * @typedef {{ after10Bytes: number, after200Bytes: number, growth: number }} WorkingDayFigures
 */

/**
 * The heap (after garbage collection, the page settled) after the first 10 screen changes and
 * after 200, in one document started on the 100-row list.
 * @param {{ page: import('playwright-core').Page, cdp: import('playwright-core').CDPSession }} tab
 * @param {import('./targets.mjs').Target} target
 * @returns {Promise<WorkingDayFigures>}
 */
export async function workingDay(tab, target) {
  await loadScreen(tab, target, target.screens.list);
  let after10 = 0;
  /** @type {(() => Promise<unknown>)[]} */
  let steps = [];
  for (let change = 0; change < TOTAL; change += 1) {
    const step = change % FIRST;
    if (step === 0) steps = cycle(tab.page, target, 1 + ((change / FIRST) % CUSTOMERS_WITH_HISTORY));
    await steps[step]();
    if (change + 1 === FIRST) {
      await settle(tab.page);
      after10 = await heapAfterGc(tab.cdp);
    }
  }
  await settle(tab.page);
  const after200 = await heapAfterGc(tab.cdp);
  return { after10Bytes: after10, after200Bytes: after200, growth: after200 / after10 };
}
