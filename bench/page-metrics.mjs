// Page metrics in headless Chromium: ready time, long tasks after first paint, CLS, JS heap after
// GC, the JS downloaded before the login form is interactive, and screens reached in the app.
import { longestTaskAfter } from './screen-stats.mjs';
import { cumulativeLayoutShift, longTaskTimeAfter } from './stats.mjs';

/**
 * What the init script records in each document (window.__bench).
 * @typedef {{
 *   firstPaint: number | null, lcp: number | null, interactiveAt: number | null, lastActivity: number,
 *   longTasks: [number, number][], shifts: [number, number][], shiftSources: Record<string, number>,
 *   events: [number, number, number][],
 * }} Observed
 * @typedef {Awaited<ReturnType<typeof loadScreen>>} ScreenFigures
 * @typedef {Awaited<ReturnType<typeof visitScreen>>} VisitFigures
 */

/** Timeout of each wait (a screen that takes longer is a measurement error). */
export const TIMEOUT = 60_000;
/** A page has settled when no long task or layout shift came for this long (after network idle). */
const QUIET_MS = 1_000;
const SETTLE_TIMEOUT = 15_000;

/**
 * Init script (runs before any script of each document): records first paint, long tasks, layout
 * shifts and LCP, and the moment `interactiveSelector` shows an enabled, rendered element.
 * @param {{ interactiveSelector: string }} options
 */
function observePerformance({ interactiveSelector }) {
  /** @type {Observed} */
  const state = {
    firstPaint: null,
    lcp: null,
    interactiveAt: null,
    lastActivity: 0,
    longTasks: [],
    shifts: [],
    shiftSources: {},
    events: [],
  };
  Object.defineProperty(window, '__bench', { value: state });
  /** `tag#id.class` of a shifted node, to tell what moved. @param {Node | null} node */
  const nameOf = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(removed)';
    const classes = Array.from(node.classList)
      .filter((c) => !/^css-/.test(c))
      .slice(0, 2);
    return `${node.localName}${node.id ? `#${node.id}` : ''}${classes.map((c) => `.${c}`).join('')}`;
  };
  /**
   * @typedef {PerformanceEntry & { value?: number, hadRecentInput?: boolean, sources?: { node: Node | null }[] }} Entry
   * @param {string} type @param {(entry: Entry) => void} record
   */
  const observe = (type, record) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type, buffered: true });
    } catch {
      // entry type unsupported: its figure stays empty
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-paint') state.firstPaint = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    state.lcp = entry.startTime;
  });
  observe('longtask', (entry) => {
    state.longTasks.push([entry.startTime, entry.duration]);
    state.lastActivity = Math.max(state.lastActivity, entry.startTime + entry.duration);
  });
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    state.shifts.push([entry.startTime, entry.value ?? 0]);
    for (const source of entry.sources ?? []) {
      const name = nameOf(source.node);
      state.shiftSources[name] = (state.shiftSources[name] ?? 0) + (entry.value ?? 0);
    }
    state.lastActivity = Math.max(state.lastActivity, entry.startTime);
  });
  // Event Timing (interactions): [interactionId, startTime, duration] of each input event over 16 ms;
  // `__benchEvents()` hands over the entries the browser has queued but not yet delivered.
  try {
    /** @param {PerformanceEntry & { interactionId?: number }} entry */
    const recordEvent = (entry) => {
      if (entry.interactionId) state.events.push([entry.interactionId, entry.startTime, entry.duration]);
    };
    const events = new PerformanceObserver((list) => list.getEntries().forEach(recordEvent));
    events.observe(
      /** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }),
    );
    Object.defineProperty(window, '__benchEvents', {
      value: () => events.takeRecords().forEach(recordEvent),
    });
  } catch {
    // Event Timing unsupported: interactions are timed to the next frame instead
  }
  const check = () => {
    if (state.interactiveAt !== null) return;
    const element = document.querySelector(interactiveSelector);
    if (element instanceof HTMLInputElement && !element.disabled && element.getClientRects().length > 0) {
      state.interactiveAt = performance.now();
      watcher.disconnect();
    }
  };
  const watcher = new MutationObserver(check);
  watcher.observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * A browser context with the observers installed (fresh profile: cold HTTP cache, empty storage).
 * @param {import('playwright-core').Browser} browser
 * @param {import('./targets.mjs').Target} target
 */
export async function newBenchContext(browser, target) {
  const context = await browser.newContext({
    locale: 'en-US',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  });
  context.setDefaultTimeout(TIMEOUT);
  context.setDefaultNavigationTimeout(TIMEOUT);
  await context.addInitScript(observePerformance, { interactiveSelector: target.screens.login.selector });
  for (const script of target.initScripts) await context.addInitScript(script);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/**
 * Waits until the screen shows: `count` elements of its selector (or its empty state), each of
 * `also`, and nothing of `absent` (a skeleton still in place).
 * @param {import('playwright-core').Page} page
 * @param {import('./targets.mjs').Screen} screen
 * @returns {Promise<number>} performance.now() when the screen was ready
 */
export async function waitForScreen(page, screen) {
  const handle = await page.waitForFunction(
    ({ selector, count, also, absent, empty }) =>
      (document.querySelectorAll(selector).length >= count || (!!empty && !!document.querySelector(empty))) &&
      also.every((s) => document.querySelector(s)) &&
      !(absent && document.querySelector(absent)) &&
      performance.now(),
    {
      selector: screen.selector,
      count: screen.count ?? 1,
      also: screen.also ?? [],
      absent: screen.absent ?? '',
      empty: screen.empty ?? '',
    },
    { polling: 'raf', timeout: TIMEOUT },
  );
  return Number(await handle.jsonValue());
}

/** Network idle, then no long task or layout shift for QUIET_MS (bounded by SETTLE_TIMEOUT). @param {import('playwright-core').Page} page */
export async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT }).catch(() => undefined);
  await page
    .waitForFunction(
      (quiet) => {
        const state = Reflect.get(window, '__bench');
        return performance.now() - state.lastActivity >= quiet;
      },
      QUIET_MS,
      { polling: 100, timeout: SETTLE_TIMEOUT },
    )
    .catch(() => undefined);
}

/** JS heap in use after two full garbage collections. @param {import('playwright-core').CDPSession} cdp */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * Loads a screen as a new document and measures it.
 * @param {{ page: import('playwright-core').Page, cdp: import('playwright-core').CDPSession }} tab
 * @param {import('./targets.mjs').Target} target
 * @param {import('./targets.mjs').Screen} screen
 * @param {{ heap?: boolean, coldCache?: boolean }} [options]
 */
export async function loadScreen({ page, cdp }, target, screen, { heap = false, coldCache = false } = {}) {
  await page.goto('about:blank');
  if (coldCache) await cdp.send('Network.clearBrowserCache');
  await page.goto(target.routeUrl(screen.route), { waitUntil: 'commit' });
  const readyMs = await waitForScreen(page, screen);
  await settle(page);
  const observed = await page.evaluate(() => {
    /** @type {Observed} */
    const state = Reflect.get(window, '__bench');
    const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
    const scripts = resources
      .filter((entry) => /\.m?js(?:[?#]|$)/.test(new URL(entry.name).pathname))
      .map((entry) => ({
        end: entry.responseEnd,
        bytes: entry.encodedBodySize,
        decoded: entry.decodedBodySize,
        name: entry.name,
      }));
    return { ...state, scripts };
  });
  const interactiveAt = observed.interactiveAt;
  return {
    readyMs,
    interactiveMs: interactiveAt,
    lcpMs: observed.lcp,
    firstPaintMs: observed.firstPaint,
    longTaskMs: longTaskTimeAfter(observed.longTasks, observed.firstPaint ?? 0),
    longTaskCount: observed.longTasks.length,
    longestTaskMs: longestTaskAfter(observed.longTasks, observed.firstPaint ?? 0),
    cls: cumulativeLayoutShift(observed.shifts),
    /** the elements that moved most (each shift's score counted for every element it moved) */
    shiftSources: Object.entries(observed.shiftSources)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, score]) => `${name} ${score.toFixed(3)}`),
    jsHeapBytes: heap ? await heapAfterGc(cdp) : null,
    /** bytes of JS (uncompressed) this document loaded: what the page parsed for the screen */
    jsDecodedBytes: observed.scripts.reduce((total, s) => total + s.decoded, 0),
    /** file names of the JS this document loaded (which chunks a screen needs) */
    scriptFiles: observed.scripts.map((s) => new URL(s.name).pathname.split('/').pop() ?? ''),
    /** gzip bytes of the JS responses complete when the login form became interactive */
    jsBeforeInteractiveBytes:
      interactiveAt === null
        ? null
        : observed.scripts.filter((s) => s.end <= interactiveAt).reduce((total, s) => total + s.bytes, 0),
  };
}

/**
 * Client-side navigation (history API, as a link click does) to a screen, waiting until it shows.
 * @param {import('playwright-core').Page} page
 * @param {import('./targets.mjs').Target} target
 * @param {import('./targets.mjs').Screen} screen
 * @returns {Promise<number>} performance.now() just before the navigation
 */
export async function navigate(page, target, screen) {
  const from = await pushRoute(page, target, screen.route);
  await waitForScreen(page, screen);
  return from;
}

/**
 * Starts a client-side navigation to a route.
 * @param {import('playwright-core').Page} page
 * @param {import('./targets.mjs').Target} target
 * @param {string} route
 * @returns {Promise<number>} performance.now() just before it
 */
export function pushRoute(page, target, route) {
  return page.evaluate((path) => {
    const now = performance.now();
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return now;
  }, target.routePath(route));
}

/**
 * Clicks an element as a person does (pointer moved there, pressed, released).
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 * @returns {Promise<number>} the pointerdown's timeStamp (performance.now() time base)
 */
export async function press(page, selector) {
  await page.evaluate(() => {
    Reflect.set(window, '__benchPressed', null);
    window.addEventListener('pointerdown', (e) => Reflect.set(window, '__benchPressed', e.timeStamp), {
      capture: true,
      once: true,
    });
  });
  await page.locator(selector).first().click();
  return Number(await page.evaluate(() => Reflect.get(window, '__benchPressed')));
}

/**
 * A screen reached in the app (`go` navigates or clicks and resolves with the time it started):
 * ready time from that start, the long tasks and CLS from then until the page settles.
 * @param {import('playwright-core').Page} page
 * @param {import('./targets.mjs').Screen} screen
 * @param {() => Promise<number>} go
 */
export async function visitScreen(page, screen, go) {
  const from = await go();
  const readyAt = await waitForScreen(page, screen);
  await settle(page);
  const { longTasks, shifts } = await page.evaluate(() => {
    /** @type {Observed} */
    const state = Reflect.get(window, '__bench');
    return { longTasks: state.longTasks, shifts: state.shifts };
  });
  return {
    readyMs: readyAt - from,
    longestTaskMs: longestTaskAfter(longTasks, from),
    longTaskMs: longTaskTimeAfter(longTasks, from),
    cls: cumulativeLayoutShift(shifts.filter(([time]) => time >= from)),
  };
}

/**
 * Moves the pointer off the page's controls, takes the focus off the last one, and waits until
 * no tooltip shows (a tooltip left by the last hover or focus can cover the next control).
 * @param {import('playwright-core').Page} page
 */
export async function restPointer(page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await page.locator('[role="tooltip"]').first().waitFor({ state: 'hidden' });
}
