// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluateBudgets, type BudgetLine } from '../../../bench/budgets.mjs';

const baseline = { list: { readyMs: 500, longTaskMs: 100, jsHeapBytes: 10_000_000 } };
/** The budget lines of a build, by label. */
const linesOf = (lines: BudgetLine[], build: BudgetLine['build']) =>
  new Map(lines.filter((l) => l.build === build).map((l) => [l.label, l]));

describe('the bench at a real company size (issue 44 point 3)', () => {
  const lines = evaluateBudgets({
    baseline,
    api: { list: { readyMs: 400, longTaskMs: 50, jsHeapBytes: 12_000_000 } },
    company: {
      list: { readyMs: 400, longTaskMs: 50, jsHeapBytes: 12_000_000 },
      detail: { readyMs: 700 },
      server: { p95Ms: 30, afterWrite: { p95Ms: 60 } },
    },
  });
  const company = linesOf(lines, 'company');

  it("holds the 50,000-customer list to the API build's list budgets", () => {
    const apiList = [...linesOf(lines, 'api').values()].filter((l) => l.label.startsWith('100-row list'));
    expect(apiList.length).toBeGreaterThan(0);
    for (const line of apiList) {
      expect(company.get(line.label), line.label).toMatchObject({
        limit: line.limit,
        value: line.value,
        ok: line.ok,
      });
    }
  });

  it('holds the customer detail to 1.5× the same target’s list and the server to a p95 of 50 ms', () => {
    expect(company.get('customer detail ready / 100-row list ready')).toMatchObject({
      value: 1.75,
      ok: false,
    });
    expect(company.get('server: filtered sorted 100-row page p95 (ms)')).toMatchObject({
      value: 30,
      unit: 'ms',
      ok: true,
    });
    expect(company.get('server: first page after a write p95 (ms)')).toMatchObject({
      value: 60,
      ok: false,
    });
  });

  it('has no company lines when the company part was skipped', () => {
    expect(linesOf(evaluateBudgets({ baseline, api: {} }), 'company').size).toBe(0);
  });
});

describe('Lighthouse signed in (issue 44 point 4)', () => {
  it('budgets the customer list and detail of the API build: ≥ 90 mobile, ≥ 98 desktop', () => {
    const api = linesOf(
      evaluateBudgets({
        baseline,
        api: {
          lighthouse: {
            mobile: 100,
            desktop: 100,
            list: { mobile: 89, desktop: 98 },
            detail: { mobile: 90, desktop: 97 },
          },
        },
      }),
      'api',
    );
    const ok = (label: string) => api.get(`Lighthouse customer ${label}`)?.ok;
    expect(ok('list, signed in, mobile')).toBe(false);
    expect(ok('list, signed in, desktop')).toBe(true);
    expect(ok('detail, signed in, mobile')).toBe(true);
    expect(ok('detail, signed in, desktop')).toBe(false);
    // Not measured: no verdict.
    expect(
      linesOf(evaluateBudgets({ baseline, api: {} }), 'api').get(
        'Lighthouse customer list, signed in, mobile',
      )?.ok,
    ).toBeNull();
  });
});
