// The figures the bench prints for each build (its side-by-side table, the README's table) and the
// before/after of `npm run bench -- --against <ref>`: two figure sets → rows (pure; types:
// compare.d.mts).
import { cls, kb, mb, ms, ratio } from './format.mjs';

/** @typedef {import('./budgets.mjs').TargetFigures} TargetFigures */

/** @param {number | null | undefined} v */
export const score = (v) => (v == null ? 'n/a' : String(v));

/**
 * @typedef {{
 *   label: string, read: (f: TargetFigures) => number | null | undefined,
 *   format: (v: number | null | undefined) => string, baselineRatio: boolean,
 * }} FigureRow
 */

/**
 * A figure of the bench's table: label, how to read the figure, how to print it (a value or the
 * size of a change), whether a ratio to the baseline means something.
 * @param {string} label
 * @param {FigureRow['read']} read
 * @param {FigureRow['format']} format
 * @returns {FigureRow}
 */
const figure = (label, read, format, baselineRatio = true) => ({ label, read, format, baselineRatio });

/** The figures of the bench's table, in its order. */
export const FIGURES = [
  figure('100-row list: ready', (f) => f.list?.readyMs, ms),
  figure('100-row list: long tasks after first paint', (f) => f.list?.longTaskMs, ms),
  figure('100-row list: JS heap after GC', (f) => f.list?.jsHeapBytes, mb),
  figure('100-row list: JS decoded (uncompressed)', (f) => f.list?.jsDecodedBytes, kb),
  figure('100-row list: CLS', (f) => f.list?.cls, cls, false),
  figure(
    '100-row list, first visit (demo store seeded meanwhile): ready',
    (f) => f.firstVisit?.readyMs,
    ms,
    false,
  ),
  figure(
    '100-row list, first visit: long tasks after first paint',
    (f) => f.firstVisit?.longTaskMs,
    ms,
    false,
  ),
  figure('login: form interactive', (f) => f.login?.interactiveMs, ms),
  figure('login: JS downloaded before interactive (gzip)', (f) => f.login?.jsBeforeInteractiveBytes, kb),
  figure('login: CLS', (f) => f.login?.cls, cls, false),
  figure('store form: CLS', (f) => f.form?.cls, cls, false),
  figure('store show: CLS', (f) => f.show?.cls, cls, false),
  figure('dashboard (home): ready', (f) => f.dashboard?.readyMs, ms, false),
  figure('dashboard (home): CLS', (f) => f.dashboard?.cls, cls, false),
  figure('heap after 10 screen changes', (f) => f.churn?.after10Bytes, mb, false),
  figure('heap after 200 screen changes (a working day)', (f) => f.churn?.after200Bytes, mb, false),
  figure('Lighthouse login, mobile (score)', (f) => f.lighthouse?.mobile, score, false),
  figure('Lighthouse login, desktop (score)', (f) => f.lighthouse?.desktop, score, false),
];

/**
 * A change printed with its sign and the figure's unit: "+12 ms", "−0.4 MB", "±0 ms".
 * @param {number} delta
 * @param {(v: number) => string} format
 */
export function signed(delta, format) {
  const size = format(Math.abs(delta));
  // A change too small to show in the figure's unit (e.g. 0.3 ms) is no change.
  const zero = format(0);
  if (size === zero) return `±${zero}`;
  return `${delta > 0 ? '+' : '−'}${size}`;
}

/**
 * @typedef {{
 *   label: string, ref: string, current: string, change: string, times: string,
 *   refValue: number | null, currentValue: number | null, delta: number | null, factor: number | null,
 * }} ComparisonRow
 */

/**
 * Every figure of one build at the ref and now: both values, the change (current − ref, in the
 * figure's unit) and the factor (current / ref). A figure missing on either side, or a factor
 * against a zero, is n/a.
 * @param {TargetFigures | undefined} ref the ref's figures of this build
 * @param {TargetFigures | undefined} current the working tree's
 * @returns {ComparisonRow[]}
 */
export function compareBuild(ref, current) {
  return FIGURES.map(({ label, read, format }) => {
    const refValue = (ref && read(ref)) ?? null;
    const currentValue = (current && read(current)) ?? null;
    const both = refValue !== null && currentValue !== null;
    const delta = both ? currentValue - refValue : null;
    const factor = both && refValue !== 0 ? currentValue / refValue : null;
    return {
      label,
      ref: format(refValue),
      current: format(currentValue),
      change: delta === null ? 'n/a' : signed(delta, format),
      times: ratio(factor),
      refValue,
      currentValue,
      delta,
      factor,
    };
  });
}

/**
 * The before/after of each build measured on either side (API build first).
 * @param {{ api?: TargetFigures, demo?: TargetFigures }} ref
 * @param {{ api?: TargetFigures, demo?: TargetFigures }} current
 * @returns {{ build: 'api' | 'demo', rows: ComparisonRow[] }[]}
 */
export function compareFigures(ref, current) {
  return /** @type {const} */ (['api', 'demo'])
    .filter((build) => ref[build] || current[build])
    .map((build) => ({ build, rows: compareBuild(ref[build], current[build]) }));
}
