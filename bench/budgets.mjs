// The speed budgets of issue 8 point 4, checked against the bench's medians.

/**
 * @typedef {{ [K in Exclude<keyof import('./page-metrics.mjs').ScreenFigures, 'shiftSources' | 'scriptFiles'>]: number | null }
 *   & { shiftSources: string[], scriptFiles: string[] }} ScreenMedians
 * @typedef {{
 *   login?: ScreenMedians, list?: ScreenMedians, form?: ScreenMedians, show?: ScreenMedians,
 *   dashboard?: ScreenMedians, firstVisit?: ScreenMedians,
 *   churn?: import('./page-metrics.mjs').ChurnFigures,
 *   lighthouse?: { mobile?: number | null, desktop?: number | null } | null,
 *   bundleGzipBytes?: number, runs?: number,
 * }} TargetFigures
 * @typedef {{ baseline: TargetFigures, api?: TargetFigures, demo?: TargetFigures }} Figures
 * @typedef {{ id: string, build: 'api' | 'demo', label: string, limit: string, value: number | null, unit: 'ratio' | 'score' | 'cls', ok: boolean | null }} BudgetLine
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
/** Budgets of both builds: no layout shift, no heap growth over screen changes. @type {Budget[]} */
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
    label: 'heap after 50 screen changes / after 5',
    op: '<=',
    limit: 1.2,
    unit: 'ratio',
    read: (f) => f.churn?.growth ?? null,
  },
];

/** Issue 8 point 4, per build. @type {Record<'api' | 'demo', Budget[]>} */
export const BUDGETS = {
  api: [
    ratioToBaseline('100-row list ready', (f) => f.list?.readyMs, 1.2),
    ratioToBaseline('100-row list long tasks', (f) => f.list?.longTaskMs, 1.0),
    ratioToBaseline('100-row list JS heap', (f) => f.list?.jsHeapBytes, 1.5),
    {
      label: 'JS before login interactive / baseline bundle',
      op: '<=',
      limit: 1.0,
      unit: 'ratio',
      read: (f, baseline) => over(f.login?.jsBeforeInteractiveBytes, baseline.bundleGzipBytes),
    },
    lighthouseScore('mobile', 90),
    lighthouseScore('desktop', 98),
    ...STABLE,
  ],
  demo: [
    ratioToBaseline('100-row list ready', (f) => f.list?.readyMs, 1.5),
    ratioToBaseline('100-row list long tasks', (f) => f.list?.longTaskMs, 1.5),
    lighthouseScore('mobile', 85),
    ...STABLE,
  ],
};

/**
 * Every budget line for the builds that were measured.
 * @param {Figures} figures medians per target (see scripts/bench.mjs)
 * @returns {BudgetLine[]}
 */
export function evaluateBudgets(figures) {
  return /** @type {const} */ (['api', 'demo']).flatMap((build) => {
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
