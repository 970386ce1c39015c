// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  compareBuild,
  compareFigures,
  FIGURES,
  signed,
  type TargetFigures,
} from '../../../bench/compare.mjs';

const ref: TargetFigures = {
  list: { readyMs: 1391, longTaskMs: 265, jsHeapBytes: 33 * 1024 * 1024, cls: 0 },
  login: { interactiveMs: 400, cls: 0.01 },
  lighthouse: { mobile: 92, desktop: 100 },
};
const current: TargetFigures = {
  list: { readyMs: 800, longTaskMs: 300, jsHeapBytes: 33 * 1024 * 1024, cls: 0.004 },
  login: { interactiveMs: 400.2, cls: null },
  lighthouse: { mobile: 95, desktop: 100 },
};
const row = (label: string, rows = compareBuild(ref, current)) => {
  const found = rows.find((r) => r.label === label);
  if (!found) throw new Error(`no row ${label}`);
  return found;
};

/** The milliseconds format of the list's ready time. */
const ms = FIGURES[0].format;

describe('the bench before/after (--against)', () => {
  it('has one row per figure of the bench table, in its order', () => {
    expect(compareBuild(ref, current).map((r) => r.label)).toEqual(FIGURES.map((f) => f.label));
  });

  it('prints both values, the change in the figure’s unit and the factor', () => {
    expect(row('100-row list: ready')).toMatchObject({
      ref: '1391 ms',
      current: '800 ms',
      change: '−591 ms',
      times: '0.58×',
      delta: -591,
    });
    expect(row('100-row list: long tasks after first paint')).toMatchObject({
      change: '+35 ms',
      times: '1.13×',
    });
    expect(row('Lighthouse login, mobile (score)')).toMatchObject({ ref: '92', current: '95', change: '+3' });
  });

  it('calls a change too small for the unit no change', () => {
    expect(row('100-row list: JS heap after GC')).toMatchObject({ change: '±0.0 MB', times: '1.00×' });
    expect(row('login: form interactive')).toMatchObject({ change: '±0 ms' });
    expect(signed(0.4, ms)).toBe('±0 ms');
    expect(signed(-0.6, ms)).toBe('−1 ms');
  });

  it('shows a figure missing on either side, and a factor against zero, as n/a', () => {
    expect(row('login: CLS')).toMatchObject({ ref: '0.010', current: 'n/a', change: 'n/a', times: 'n/a' });
    expect(row('100-row list: CLS')).toMatchObject({ change: '+0.004', times: 'n/a', factor: null });
    expect(row('dashboard (home): ready')).toMatchObject({ ref: 'n/a', current: 'n/a', change: 'n/a' });
    const refOnly = compareBuild(ref, undefined);
    expect(row('100-row list: ready', refOnly)).toMatchObject({
      ref: '1391 ms',
      current: 'n/a',
      times: 'n/a',
    });
  });

  it('compares the builds measured on either side, the API build first', () => {
    expect(compareFigures({ demo: ref }, { api: current, demo: current }).map((b) => b.build)).toEqual([
      'api',
      'demo',
    ]);
    expect(compareFigures({ demo: ref }, { demo: current }).map((b) => b.build)).toEqual(['demo']);
  });
});
