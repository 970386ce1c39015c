// One run of a target (its screens in a fresh browser context) and the medians of several runs.
import { interactionMedians, measureInteractions } from './interactions.mjs';
import { loadScreen, newBenchContext } from './page-metrics.mjs';
import { measureStaffScreens, named, staffMedians } from './staff-screens.mjs';
import { median } from './stats.mjs';
import { workingDay } from './working-day.mjs';

/**
 * One run of a target in a fresh browser context: the login page (cold), then after logging in the
 * 100-row list (cold cache), the store form and show page, the dashboard, and in this app the
 * screens staff live in (cold and in the app), the three interactions and (if asked) the heap over
 * a working day of 200 screen changes.
 * The demo build's list is measured once its seeded store is saved, as on every visit but the
 * first; the load before that (the store seeded again meanwhile) is reported as the first visit.
 * @param {import('playwright-core').Browser} browser
 * @param {import('./targets.mjs').Target} target
 * @param {boolean} withChurn
 */
export async function measureTarget(browser, target, withChurn) {
  const tab = await newBenchContext(browser, target);
  try {
    const login = await loadScreen(tab, target, target.screens.login);
    await target.login(tab.page);
    const firstVisit = target.storeSaved
      ? await loadScreen(tab, target, target.screens.list, { coldCache: true })
      : undefined;
    await target.storeSaved?.(tab.page);
    const list = await loadScreen(tab, target, target.screens.list, { heap: true, coldCache: true });
    const form = target.screens.form ? await loadScreen(tab, target, target.screens.form) : undefined;
    const show = target.screens.show ? await loadScreen(tab, target, target.screens.show) : undefined;
    const dashboard = target.screens.dashboard
      ? await loadScreen(tab, target, target.screens.dashboard)
      : undefined;
    const staff = target.staff ? await measureStaffScreens(tab, target) : undefined;
    const interactions = target.staff
      ? await named('interactions', () => measureInteractions(tab, target))
      : undefined;
    const churn =
      withChurn && target.staff ? await named('working day', () => workingDay(tab, target)) : undefined;
    return { login, firstVisit, list, form, show, dashboard, staff, interactions, churn };
  } finally {
    await tab.context.close();
  }
}

/**
 * Medians, field by field, of each screen's figures over the runs (lists of names: the first run's).
 * @param {Awaited<ReturnType<typeof measureTarget>>[]} results
 */
export function medians(results) {
  /** @type {Partial<Record<'login' | 'firstVisit' | 'list' | 'form' | 'show' | 'dashboard', import('./budgets.mjs').ScreenMedians>>} */
  const out = {};
  for (const screen of /** @type {const} */ (['login', 'firstVisit', 'list', 'form', 'show', 'dashboard'])) {
    const present = results.flatMap((r) => r[screen] ?? []);
    if (present.length === 0) continue;
    const numbers = (/** @type {(f: import('./page-metrics.mjs').ScreenFigures) => number | null} */ read) =>
      median(present.map(read).filter((v) => v !== null));
    out[screen] = {
      readyMs: numbers((f) => f.readyMs),
      interactiveMs: numbers((f) => f.interactiveMs),
      lcpMs: numbers((f) => f.lcpMs),
      firstPaintMs: numbers((f) => f.firstPaintMs),
      longTaskMs: numbers((f) => f.longTaskMs),
      longTaskCount: numbers((f) => f.longTaskCount),
      longestTaskMs: numbers((f) => f.longestTaskMs),
      cls: numbers((f) => f.cls),
      jsHeapBytes: numbers((f) => f.jsHeapBytes),
      jsDecodedBytes: numbers((f) => f.jsDecodedBytes),
      jsBeforeInteractiveBytes: numbers((f) => f.jsBeforeInteractiveBytes),
      shiftSources: present[0].shiftSources,
      scriptFiles: present[0].scriptFiles,
    };
  }
  const staff = staffMedians(results.map((r) => r.staff));
  const interactions = interactionMedians(results.map((r) => r.interactions));
  return { ...out, ...(staff ? { staff } : {}), ...(interactions ? { interactions } : {}) };
}
