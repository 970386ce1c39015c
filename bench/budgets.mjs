// The speed budgets of issue 8 point 4, checked against the bench's medians.
import { staffBudgets } from './staff-budgets.mjs';

/**
 * @typedef {{ [K in Exclude<keyof import('./page-metrics.mjs').ScreenFigures, 'shiftSources' | 'scriptFiles'>]: number | null }
 *   & { shiftSources: string[], scriptFiles: string[] }} ScreenMedians
 * @typedef {{
 *   login?: ScreenMedians, list?: ScreenMedians, form?: ScreenMedians, show?: ScreenMedians,
 *   dashboard?: ScreenMedians, firstVisit?: ScreenMedians,
 *   churn?: import('./working-day.mjs').WorkingDayFigures,
 *   staff?: import('./staff-screens.mjs').StaffMedians,
 *   interactions?: import('./interactions.mjs').InteractionFigures,
 *   lighthouse?: LighthouseFigures | null,
 *   bundleGzipBytes?: number, runs?: number,
 *   detail?: ScreenMedians, server?: import('../scripts/bench-server.mjs').ServerFigures | null,
 * }} TargetFigures
 * @typedef {{ mobile?: number | null, desktop?: number | null }} LighthouseScores
 * @typedef {LighthouseScores & { list?: LighthouseScores, detail?: LighthouseScores }} LighthouseFigures
 *   the login page's scores, and those of the signed-in screens (API build)
 * @typedef {{ baseline: TargetFigures, api?: TargetFigures, demo?: TargetFigures, company?: TargetFigures }} Figures
 * @typedef {{ id: string, build: 'api' | 'demo' | 'company', label: string, limit: string, value: number | null, unit: 'ratio' | 'score' | 'cls' | 'ms', ok: boolean | null }} BudgetLine
 */

/** @param {number | null | undefined} value @param {number | null | undefined} reference */
const over = (value, reference) =>
  value == null || reference == null || reference === 0 ? null : value / reference;

/**
 * @param {number | null} value
 * @param {'<=' | '>='} op
 * @param {number} limit
 */
const check = (value, op, limit) =>
  value == null ? null : op === '<=' ? value <= limit + 1e-9 : value >= limit;

/**
 * @typedef {{
 *   label: string, op: '<=' | '>=', limit: number, unit: BudgetLine['unit'],
 *   read: (f: TargetFigures, baseline: TargetFigures) => number | null,
 * }} Budget
 */

/** @param {string} label @param {(f: TargetFigures) => number | null | undefined} read @param {number} limit @returns {Budget} */
const ratioToBaseline = (label, read, limit) => ({
  label: `${label} / baseline`,
  op: '<=',
  limit,
  unit: 'ratio',
  read: (f, baseline) => over(read(f), read(baseline)),
});
/** @param {'mobile' | 'desktop'} preset @param {number} limit @returns {Budget} */
const lighthouseScore = (preset, limit) => ({
  label: `Lighthouse login ${preset}`,
  op: '>=',
  limit,
  unit: 'score',
  read: (f) => f.lighthouse?.[preset] ?? null,
});
/**
 * A signed-in screen's Lighthouse score (issue 44 point 4: the customer list and detail).
 * @param {'list' | 'detail'} screen @param {'mobile' | 'desktop'} preset @param {number} limit
 * @returns {Budget}
 */
const signedInScore = (screen, preset, limit) => ({
  label: `Lighthouse customer ${screen}, signed in, ${preset}`,
  op: '>=',
  limit,
  unit: 'score',
  read: (f) => f.lighthouse?.[screen]?.[preset] ?? null,
});

/** Budgets of both builds: no layout shift, no heap growth over a working day (issue 44 point 5). @type {Budget[]} */
const STABLE = [
  .../** @type {const} */ (['login', 'list', 'form', 'show', 'dashboard']).map(
    (screen) =>
      /** @type {Budget} */ ({
        label: `CLS ${screen}`,
        op: '<=',
        limit: 0.02,
        unit: 'cls',
        read: (f) => f[screen]?.cls ?? null,
      }),
  ),
  {
    label: 'heap after 200 screen changes / after 10',
    op: '<=',
    limit: 1.2,
    unit: 'ratio',
    read: (f) => f.churn?.growth ?? null,
  },
];

/**
 * Per build: issue 44 point 1 (ahead of plain react-admin on the list), issue 8's other budgets, the
 * staff screens (issue 44 point 2), and the company size below (point 3).
 * @type {Record<'api' | 'demo' | 'company', Budget[]>}
 */
export const BUDGETS = {
  api: [
    ratioToBaseline('100-row list ready', (f) => f.list?.readyMs, 0.8),
    ratioToBaseline('100-row list long tasks', (f) => f.list?.longTaskMs, 0.8),
    ratioToBaseline('100-row list JS heap', (f) => f.list?.jsHeapBytes, 1.2),
    ratioToBaseline('100-row list JS decoded', (f) => f.list?.jsDecodedBytes, 1.3),
    {
      label: 'JS before login interactive / baseline bundle',
      op: '<=',
      limit: 1.0,
      unit: 'ratio',
      read: (f, baseline) => over(f.login?.jsBeforeInteractiveBytes, baseline.bundleGzipBytes),
    },
    lighthouseScore('mobile', 90),
    lighthouseScore('desktop', 98),
    signedInScore('list', 'mobile', 90),
    signedInScore('list', 'desktop', 98),
    signedInScore('detail', 'mobile', 90),
    signedInScore('detail', 'desktop', 98),
    ...STABLE,
    ...staffBudgets(),
  ],
  demo: [
    ratioToBaseline('100-row list ready', (f) => f.list?.readyMs, 1.5),
    ratioToBaseline('100-row list long tasks', (f) => f.list?.longTaskMs, 1.2),
    lighthouseScore('mobile', 85),
    ...STABLE,
    ...staffBudgets(),
  ],
  // The API build at a company's size: filled below from the API build's list budgets.
  company: [],
};

/**
 * The API build at a real company's size (issue 44 point 3, bench/company.mjs): the API build's list
 * budgets, the detail ready within 1.5× the list, and the server's pages (p95, also after a write).
 * @type {Budget[]}
 */
BUDGETS.company = [
  ...BUDGETS.api.filter((b) => b.label.startsWith('100-row list')),
  {
    label: 'customer detail ready / 100-row list ready',
    op: '<=',
    limit: 1.5,
    unit: 'ratio',
    read: (f) => over(f.detail?.readyMs, f.list?.readyMs),
  },
  {
    label: 'server: filtered sorted 100-row page p95 (ms)',
    op: '<=',
    limit: 50,
    unit: 'ms',
    read: (f) => f.server?.p95Ms ?? null,
  },
  {
    label: 'server: first page after a write p95 (ms)',
    op: '<=',
    limit: 50,
    unit: 'ms',
    read: (f) => f.server?.afterWrite.p95Ms ?? null,
  },
];

/**
 * Every budget line for the builds that were measured.
 * @param {Figures} figures medians per target (see scripts/bench.mjs)
 * @returns {BudgetLine[]}
 */
export function evaluateBudgets(figures) {
  return /** @type {const} */ (['api', 'demo', 'company']).flatMap((build) => {
    const f = figures[build];
    if (!f) return [];
    return BUDGETS[build].map(({ label, op, limit, unit, read }) => {
      const value = read(f, figures.baseline);
      return {
        id: `${build}:${label}`,
        build,
        label,
        limit: `${op} ${limit}${unit === 'ratio' ? '×' : ''}`,
        value,
        unit,
        ok: check(value, op, limit),
      };
    });
  });
}
