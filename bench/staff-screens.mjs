// The screens staff spend their day in (issue 44 point 2), each loaded cold (a new document, cold
// HTTP cache) and reached in the app (a link's navigation, a tab's click), in both builds: ready
// time, longest long task and CLS of each.
import { loadScreen, press, pushRoute, visitScreen, waitForScreen } from './page-metrics.mjs';
import { median } from './stats.mjs';
import { LIST_ROWS } from './targets.mjs';

/**
 * A customer of both builds' seeds with every history (the demo seeds them for customers 1…60)
 * and contracts (a member), as tests/e2e/customer-detail-tabs.e2e.ts uses.
 */
export const CUSTOMER_ID = 3;

const HEADER = '[data-testid="customer-header-card"] [data-testid="customer-name"]';
const SKELETONS = ['[data-testid="tab-skeleton"]', '[data-testid="detail-tab-skeleton"]'];

/** What each detail tab shows once its records are there, in the tabs' order. */
export const TAB_CONTENT = {
  profile: '[data-testid="profile-tab"]',
  follow: '[data-testid="follow-item"]',
  service: '.table-customer-service-record tbody tr td',
  call: '[data-testid="call-item"]',
  remark: '[data-testid="remark-item"]',
  log: '.table-customer-action-log tbody tr td',
  question: '[data-testid="question-row"]',
  contract: '[data-testid="contract-item"]',
  match: '.table-customer-interact tbody tr td',
};
/** @typedef {keyof typeof TAB_CONTENT} TabKey */
const TAB_KEYS = /** @type {TabKey[]} */ (Object.keys(TAB_CONTENT));

/** The detail page of `id` (with a tab open), ready with its header and that tab's content. */
export const detailRoute = (id = CUSTOMER_ID, tab = '') =>
  `customer/detail?id=${id}${tab ? `&tab=${tab}` : ''}`;

/**
 * The detail page with a tab's content shown: its records (or its empty state), no skeleton.
 * @param {TabKey} key @param {string} route
 * @returns {import('./targets.mjs').Screen}
 */
export const tabScreen = (key, route) => ({
  route,
  selector: `#customer-tabpanel-${key} ${TAB_CONTENT[key]}`,
  empty: `#customer-tabpanel-${key} [data-testid="tab-empty"]`,
  also: [HEADER],
  absent: SKELETONS.map((s) => `#customer-tabpanel-${key} ${s}`).join(', '),
});

/** Three filters as the filter panel writes them in the address: gender, customer type, created between. */
export const LIST_FILTER = {
  gender: 0,
  customer_type: 1,
  created_at_gte: '2020-01-01',
  created_at_lte: '2030-12-31',
};

/** @type {import('./targets.mjs').Screen} */
export const FILTERED_LIST = {
  route: `customer?filter=${encodeURIComponent(JSON.stringify(LIST_FILTER))}&page=1&perPage=${LIST_ROWS}`,
  selector: '.list-customer table tbody tr',
  count: LIST_ROWS,
  empty: '.list-customer [data-testid="list-empty"]',
};

/** @param {number} id @returns {import('./targets.mjs').Screen} */
export const matchScreen = (id) => ({
  route: `match/search?id=${id}`,
  selector: '[data-testid="match-candidate"]',
  empty: '[data-testid="match-empty"]',
});

/**
 * The ⋮ button of a customer row (0-based) of the list, once its row actions are mounted: they
 * mount when their cell comes into view, so the cell is scrolled into view first.
 * @param {import('playwright-core').Page} page
 * @param {number} row
 */
export async function rowMenuButton(page, row) {
  const tr = `.list-customer table tbody tr:nth-child(${row + 1})`;
  const menu = `${tr} [data-testid="customer-row-menu"]`;
  // The rows of the last page may still be in place and be replaced meanwhile: again until the
  // button is there.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.locator(`${tr} > td:last-child`).scrollIntoViewIfNeeded();
      await page.locator(menu).waitFor({ timeout: 5_000 });
      return menu;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

/** @type {import('./targets.mjs').Screen} */
export const MEDIA = {
  route: 'attach',
  selector: '[data-testid="media-item"]',
  empty: '[data-testid="media-empty"]',
};
/** @type {import('./targets.mjs').Screen} */
export const CALLS = {
  route: 'worker-call',
  selector: '.list-worker-call table tbody tr [data-testid="audio-player"]',
  empty: '.list-worker-call [data-testid="list-empty"]',
};
const PLAY = '[data-testid="audio-player"] [data-testid="audio-toggle"]';
/** @type {import('./targets.mjs').Screen} */
const PLAYING = {
  route: '',
  selector: '[data-testid="audio-player"]:is([data-state="playing"], [data-state="error"])',
};

/**
 * @typedef {{
 *   id: string, label: string, screen: import('./targets.mjs').Screen,
 *   click?: string, play?: boolean,
 * }} StaffScreen
 */

/**
 * The screens, in the order the in-app pass visits them (the filtered list after the dashboard: a
 * list with rows already would look ready at once; each tab once the detail shows). `click`: the
 * in-app way is a click (a tab), not a navigation. `play`: the screen goes on to a recording's
 * player, pressed once the list shows.
 * @param {import('./targets.mjs').Screen} dashboard the target's home screen
 * @returns {StaffScreen[]}
 */
export function staffScreens(dashboard) {
  return [
    { id: 'dashboard', label: 'dashboard (home)', screen: dashboard },
    { id: 'filtered', label: 'customer list, 3 filters', screen: FILTERED_LIST },
    { id: 'matching', label: 'matching search results', screen: matchScreen(CUSTOMER_ID) },
    { id: 'media', label: 'media library', screen: MEDIA },
    { id: 'calls', label: 'call records, then a player', screen: CALLS, play: true },
    {
      id: 'detail',
      label: 'customer detail (header, first tab)',
      screen: tabScreen('profile', detailRoute()),
    },
    ...TAB_KEYS.slice(1).map((key) => ({
      id: `tab:${key}`,
      label: `detail tab "${key}", first open`,
      screen: tabScreen(key, detailRoute(CUSTOMER_ID, key)),
      click: `[data-testid="customer-tab-${key}"]`,
    })),
  ];
}

/** The screens with budgets: id and label. */
export const STAFF_SCREENS = staffScreens({ route: '', selector: '' }).map(({ id, label }) => ({
  id,
  label,
}));

/**
 * @typedef {{
 *   readyMs: number, longestTaskMs: number, longTaskMs: number, cls: number, playMs: number | null,
 *   shiftSources?: string[],
 * }} StaffVisit
 *   `shiftSources` (cold loads): the elements that moved most, as loadScreen names them
 * @typedef {Record<string, { cold: StaffVisit, inApp: StaffVisit }>} StaffFigures
 * @typedef {{ [K in Exclude<keyof StaffVisit, 'shiftSources'>]: number | null } & { shiftSources?: string[] }} StaffVisitMedians
 * @typedef {Record<string, { cold: StaffVisitMedians, inApp: StaffVisitMedians }>} StaffMedians
 */

/**
 * Presses play on the first recording once the call list shows, waits until it plays, then
 * pauses it. A recording that fails to load has no time (null): the player says it failed.
 * @param {import('playwright-core').Page} page
 */
async function playRecording(page) {
  const visit = await visitScreen(page, PLAYING, () => press(page, PLAY));
  const playing = await page.locator('[data-testid="audio-player"][data-state="playing"]').count();
  if (playing === 0) return { ...visit, readyMs: null };
  await press(page, PLAY);
  await waitForScreen(page, {
    route: '',
    selector: '[data-testid="audio-player"]:not([data-state="playing"])',
  });
  return visit;
}

/**
 * A screen's figures, with the player's (if pressed): its time apart, its tasks and shifts counted.
 * @param {{ readyMs: number, longestTaskMs: number, longTaskMs: number, cls: number }} visit
 * @param {{ readyMs: number | null, longestTaskMs: number, longTaskMs: number, cls: number } | undefined} played
 * @returns {StaffVisit}
 */
const staffVisit = ({ readyMs, longestTaskMs, longTaskMs, cls }, played) => ({
  readyMs,
  longestTaskMs: Math.max(longestTaskMs, played?.longestTaskMs ?? 0),
  longTaskMs: longTaskMs + (played?.longTaskMs ?? 0),
  cls: Math.max(cls, played?.cls ?? 0),
  playMs: played?.readyMs ?? null,
});

/**
 * Every staff screen cold (a new document each, cold HTTP cache), then in the app: from the
 * 100-row list, each reached by a navigation (a link) or a click (a tab), in one document.
 * @param {{ page: import('playwright-core').Page, cdp: import('playwright-core').CDPSession }} tab
 * @param {import('./targets.mjs').Target} target
 * @returns {Promise<StaffFigures>}
 */
export async function measureStaffScreens(tab, target) {
  if (!target.screens.dashboard) throw new Error(`${target.label} has no dashboard screen`);
  const screens = staffScreens(target.screens.dashboard);
  /** @type {Record<string, StaffVisit>} */
  const cold = {};
  for (const s of screens) {
    cold[s.id] = await named(`${s.id}, cold`, async () => {
      const loaded = await loadScreen(tab, target, s.screen, { coldCache: true });
      const visit = staffVisit(loaded, s.play ? await playRecording(tab.page) : undefined);
      return { ...visit, shiftSources: loaded.shiftSources };
    });
  }
  await loadScreen(tab, target, target.screens.list);
  /** @type {StaffFigures} */
  const out = {};
  for (const s of screens) {
    const { click } = s;
    const inApp = await named(`${s.id}, in app`, async () => {
      const visit = await visitScreen(tab.page, s.screen, () =>
        click ? press(tab.page, click) : pushRoute(tab.page, target, s.screen.route),
      );
      return staffVisit(visit, s.play ? await playRecording(tab.page) : undefined);
    });
    out[s.id] = { cold: cold[s.id], inApp };
  }
  return out;
}

/**
 * Runs a step; its failure says which step it was.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} step
 * @returns {Promise<T>}
 */
export async function named(name, step) {
  try {
    return await step();
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

/**
 * Medians over the runs, screen by screen and field by field.
 * @param {(StaffFigures | undefined)[]} runs
 * @returns {StaffMedians | undefined}
 */
export function staffMedians(runs) {
  const present = runs.filter((r) => r !== undefined);
  if (present.length === 0) return undefined;
  /** @param {(StaffVisit | undefined)[]} visits @returns {StaffVisitMedians} */
  const visitMedians = (visits) => {
    const of = (/** @type {Exclude<keyof StaffVisit, 'shiftSources'>} */ key) =>
      median(visits.map((v) => v?.[key] ?? null));
    return {
      readyMs: of('readyMs'),
      longestTaskMs: of('longestTaskMs'),
      longTaskMs: of('longTaskMs'),
      cls: of('cls'),
      playMs: of('playMs'),
      // The largest shift's sources, of the run with the largest CLS.
      shiftSources: [...visits].sort((a, b) => (b?.cls ?? 0) - (a?.cls ?? 0))[0]?.shiftSources,
    };
  };
  /** @type {StaffMedians} */
  const out = {};
  for (const id of Object.keys(present[0]))
    out[id] = {
      cold: visitMedians(present.map((r) => r[id]?.cold)),
      inApp: visitMedians(present.map((r) => r[id]?.inApp)),
    };
  return out;
}
