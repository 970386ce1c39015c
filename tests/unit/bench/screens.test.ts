// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluateBudgets, type BudgetLine, type StaffVisit } from '../../../bench/budgets.mjs';
import { interactionDuration, longestTaskAfter, percentile } from '../../../bench/screen-stats.mjs';

describe('the staff screens figures (issue 44 point 2)', () => {
  it('takes the longest long task that ended after a moment', () => {
    const tasks: [number, number][] = [
      [0, 300],
      [400, 120],
      [900, 80],
    ];
    expect(longestTaskAfter(tasks, 350)).toBe(120);
    expect(longestTaskAfter(tasks, 250)).toBe(300);
    expect(longestTaskAfter(tasks, 1000)).toBe(0);
  });

  it('takes the 75th percentile of 10 tries by nearest rank, ignoring missing values', () => {
    expect(percentile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 75)).toBe(80);
    expect(percentile([5, null, 1], 75)).toBe(5);
    expect(percentile([], 75)).toBeNull();
  });

  it("times an interaction by the longest entry of the input event's interactionId", () => {
    const entries: [number, number, number][] = [
      [7, 100, 48],
      [7, 100.2, 56],
      [8, 300, 120],
    ];
    expect(interactionDuration(entries, 100)).toBe(56);
    expect(interactionDuration(entries, 200)).toBeNull();
  });
});

describe('the staff screens budgets (issue 44 points 2 and 5)', () => {
  const visit = (readyMs: number, longestTaskMs: number, cls: number): StaffVisit => ({
    readyMs,
    longestTaskMs,
    longTaskMs: longestTaskMs,
    cls,
    playMs: null,
  });
  const lines = evaluateBudgets({
    baseline: {},
    demo: {
      list: { readyMs: 1000 },
      staff: {
        media: { cold: visit(1400, 150, 0.01), inApp: visit(1600, 250, 0.03) },
      },
      interactions: { typing: 40, tabSwitch: 210, rowMenu: null, fallbacks: 0 },
      churn: { after10Bytes: 40e6, after200Bytes: 50e6, growth: 1.25 },
    },
  });
  const line = (label: string): BudgetLine | undefined =>
    lines.find((l) => l.build === 'demo' && l.label === label);

  it('holds each screen, cold and in the app, to 1.5× the list, a 200 ms task and CLS 0.02', () => {
    expect(line('media library, cold: ready / 100-row list ready')).toMatchObject({ value: 1.4, ok: true });
    expect(line('media library, cold: longest task (ms)')).toMatchObject({ value: 150, ok: true });
    expect(line('media library, cold: CLS')).toMatchObject({ ok: true });
    expect(line('media library, in app: ready / 100-row list ready')).toMatchObject({
      value: 1.6,
      ok: false,
    });
    expect(line('media library, in app: longest task (ms)')).toMatchObject({ ok: false });
    expect(line('media library, in app: CLS')).toMatchObject({ ok: false });
    // A screen that was not measured is n/a, not a pass.
    expect(line('dashboard (home), cold: CLS')).toMatchObject({ value: null, ok: null });
  });

  it('holds each interaction to 200 ms at p75 and the working day to 1.2×', () => {
    expect(line('typing in the list keyword filter: next paint p75 (ms)')).toMatchObject({ ok: true });
    expect(line('switching a detail tab: next paint p75 (ms)')).toMatchObject({ ok: false });
    expect(line('opening a row menu (⋮): next paint p75 (ms)')).toMatchObject({ ok: null });
    expect(line('heap after 200 screen changes / after 10')).toMatchObject({ value: 1.25, ok: false });
  });
});
