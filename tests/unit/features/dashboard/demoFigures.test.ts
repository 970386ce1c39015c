import { describe, expect, it } from 'vitest';
import { createDb } from '../../../../src/mocks/db';
import { identify } from '../../../../src/mocks/identity';
import {
  calendar,
  figures,
  periodOf,
  previousPeriod,
  ranking,
  sellDays,
  todoList,
  workSummary,
  type DemoPeriod,
} from '../../../../src/mocks/bespoke/dashboard';

// Issue 14 point 4: the demo dashboard's figures agree with the seeded data and follow the period.

const db = createDb({ customerCount: 400 });
const session = (username: string, workerId: number) => ({
  token: `t-${username}`,
  username,
  worker_id: workerId,
  temporary: false,
  created_at: '2026-01-01 00:00:00',
});
const admin = identify(db, session('admin', 1));
const sales = identify(db, session('sales', 2));
const YEAR: DemoPeriod = { start: '2000-01-01', end: '2100-12-31' };

describe('demo dashboard figures', () => {
  it('the ranking of each measure adds up to the statistics (administrator)', () => {
    for (const measure of ['new_customers', 'follow_ups', 'invitations'] as const) {
      const total = ranking(db, measure, YEAR).reduce((sum, r) => sum + r.value, 0);
      expect(total).toBe(figures(db, admin, YEAR)[measure]);
    }
    expect(figures(db, admin, YEAR).follow_ups).toBe(
      db.list('worker-user').filter((r) => r.worker_id).length,
    );
  });

  it('a worker counts only its own records', () => {
    const own = db.list('worker-user').filter((r) => r.worker_id === 2).length;
    expect(figures(db, sales, YEAR).follow_ups).toBe(own);
  });

  it('figures follow the period', () => {
    const dates = db
      .list('customer')
      .map((c) => String(c.created_at).slice(0, 10))
      .sort();
    const mid = dates[Math.floor(dates.length / 2)] ?? '';
    const first = { start: '2000-01-01', end: mid };
    const second = { start: mid, end: '2100-12-31' };
    expect(figures(db, admin, first).new_customers).not.toBe(figures(db, admin, YEAR).new_customers);
    expect(
      figures(db, admin, first).new_customers + figures(db, admin, second).new_customers,
    ).toBeGreaterThanOrEqual(figures(db, admin, YEAR).new_customers);
  });

  it('the calendar holds every planned follow-up of the seed, meetings as invitations', () => {
    const planned = db
      .list('worker-user')
      .filter((r) => typeof r.next_follow_at === 'string' && r.customer_id);
    const events = calendar(db, admin, YEAR);
    expect(events).toHaveLength(planned.length);
    const meetings = planned.filter((r) => r.method === 4).length;
    expect(events.filter((e) => e.kind === 'invitation')).toHaveLength(meetings);
  });

  it('the previous period is as long and ends the day before', () => {
    expect(previousPeriod({ start: '2026-11-01', end: '2026-11-30' })).toEqual({
      start: '2026-10-02',
      end: '2026-10-31',
    });
    expect(periodOf(new URLSearchParams('start_date=2026-10-01&end_date=2026-10-31'))).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
    });
  });

  it('the work summary and the daily series agree with the statistics', () => {
    const period = { start: '2026-11-01', end: '2026-11-30' };
    const summary = workSummary(db, admin, period);
    expect(Object.values(summary.by_method).reduce((a, b) => a + b, 0)).toBe(summary.follow_ups);
    expect(summary.follow_ups).toBe(figures(db, admin, period).follow_ups);
    const days = sellDays(db, admin, period);
    expect(days).toHaveLength(30);
    expect(days.reduce((n, d) => n + d.new_customers, 0)).toBe(figures(db, admin, period).new_customers);
  });

  it('the to-do list is sorted soonest first and names its customers', () => {
    const items = todoList(db, admin);
    expect(items.map((i) => i.at)).toEqual([...items.map((i) => i.at)].sort());
    for (const i of items) expect(i.customer_name).not.toBe('');
  });
});
