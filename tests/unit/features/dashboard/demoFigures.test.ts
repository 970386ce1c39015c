import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATE_RANGE_PRESETS, presetRange, type DateRangePreset } from '../../../../src/components/date-range';
import { changePercent, MEASURE_ORDER } from '../../../../src/features/dashboard/dashboardModel';
import { demoNow } from '../../../../src/mocks/clock';
import { advanceClock } from '../../../../src/mocks/dailyRules';
import { createDb, type DemoDb } from '../../../../src/mocks/db';
import { identify } from '../../../../src/mocks/identity';
import {
  calendar,
  comparedPeriod,
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

  it('the previous period is as long and ends the day before; a running one is cut to the days so far', () => {
    const november = { start: '2026-11-01', end: '2026-11-30' };
    expect(previousPeriod(november)).toEqual({ start: '2026-10-02', end: '2026-10-31' });
    // On 10 November: the first ten days of the previous period; once November is over, all of it.
    expect(comparedPeriod(november, new Date(2026, 10, 10, 15))).toEqual({
      start: '2026-10-02',
      end: '2026-10-11',
    });
    expect(comparedPeriod(november, new Date(2026, 10, 30))).toEqual(previousPeriod(november));
    expect(comparedPeriod(november, new Date(2026, 11, 3))).toEqual(previousPeriod(november));
    expect(
      periodOf(new URLSearchParams('start_date=2026-10-01&end_date=2026-10-31'), new Date(2026, 10, 4)),
    ).toEqual({
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
    const items = todoList(db, admin, new Date());
    expect(items.map((i) => i.at)).toEqual([...items.map((i) => i.at)].sort());
    for (const i of items) expect(i.customer_name).not.toBe('');
  });
});

// Issue 42 point 7: the seed's figures are those a real company of about fifty people could show,
// for the default seed and two others, each seeded on a day that starts a different kind of period.

/** Every seed's roles: the demo accounts (workers 1…3) of each home dashboard. */
const ROLES = { admin: 1, sales: 2, matchmaker: 3 } as const;
type Role = keyof typeof ROLES;
/** A change in percent a business could show (the home's "+12 % vs previous period"). */
const MAX_FALL = -60;
const MAX_RISE = 150;
/**
 * Below this previous figure a change in percent says little (3 new customers on a Sunday, 9 on the
 * Monday): the figures then differ by a few at most, `SMALL_DIFFERENCE`.
 */
const PERCENT_BASE = 10;
const SMALL_DIFFERENCE = 6;

/** The least previous figure the whole business compares with: 3 a day, at least 20 from a week. */
const adminBase = (days: number) => Math.min(3 * days, 20);

interface Seeded {
  name: string;
  db: DemoDb;
  now: Date;
}

const SEEDS: readonly { name: string; seed?: number; now: Date }[] = [
  { name: 'default seed, a Wednesday late in November', now: new Date(2026, 10, 25) },
  { name: 'seed 7, a Monday that starts June', seed: 7, now: new Date(2026, 5, 1) },
  { name: 'seed 99, New Year’s Day', seed: 99, now: new Date(2027, 0, 1) },
];
const seeded: Seeded[] = SEEDS.map(({ name, seed, now }) => ({ name, db: createDb({ seed, now }), now }));

/** The home's statistics of a role and preset, as get-worker-stat answers them. */
function homeFigures({ db, now }: Seeded, role: Role, preset: DateRangePreset) {
  const me = identify(db, session(role, ROLES[role]));
  const [start, end] = presetRange(preset, now);
  const period = { start, end };
  const compared = comparedPeriod(period, now);
  return {
    current: figures(db, me, period),
    previous: figures(db, me, compared),
    days: dayjs(compared.end).diff(dayjs(compared.start), 'day') + 1,
  };
}

function believable(current: number, previous: number): boolean {
  const change = changePercent(current, previous);
  if (change !== undefined && change >= MAX_FALL && change <= MAX_RISE) return true;
  return previous < PERCENT_BASE && Math.abs(current - previous) <= SMALL_DIFFERENCE;
}

describe.each(seeded)('believable demo figures ($name)', (s) => {
  it('every change on every home dashboard, for every preset, is one a business could show', () => {
    const odd: string[] = [];
    for (const role of Object.keys(ROLES) as Role[]) {
      for (const preset of DATE_RANGE_PRESETS) {
        const { current, previous } = homeFigures(s, role, preset);
        for (const measure of MEASURE_ORDER) {
          const [now, before] = [current[measure], previous[measure]];
          if (!believable(now, before)) odd.push(`${role} ${preset} ${measure}: ${now} against ${before}`);
        }
      }
    }
    expect(odd).toEqual([]);
  });

  it('the whole business compares with previous figures large enough to mean something', () => {
    const small: string[] = [];
    for (const preset of DATE_RANGE_PRESETS) {
      const { previous, days } = homeFigures(s, 'admin', preset);
      for (const measure of MEASURE_ORDER)
        if (previous[measure] < adminBase(days)) small.push(`${preset} ${measure}: ${previous[measure]}`);
    }
    expect(small).toEqual([]);
  });

  it('a salesperson and a matchmaker have their own follow-ups and meetings every month', () => {
    for (const role of ['sales', 'matchmaker'] as const) {
      for (const preset of DATE_RANGE_PRESETS) {
        const { previous, days } = homeFigures(s, role, preset);
        if (days < 28) continue;
        expect(previous.follow_ups, `${role} ${preset}`).toBeGreaterThanOrEqual(20);
        expect(previous.invitations, `${role} ${preset}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('rankings spread as a team does: many people, nobody far ahead of the rest', () => {
    for (const preset of ['last_month', 'last_year'] as const) {
      const [start, end] = presetRange(preset, s.now);
      for (const measure of MEASURE_ORDER) {
        const values = ranking(s.db, measure, { start, end }).map((r) => r.value);
        const total = values.reduce((a, b) => a + b, 0);
        // Against the upper quartile: sellers take few new customers (the matchmakers most), by design.
        const quartile = values[Math.floor(values.length / 4)] ?? 0;
        const label = `${preset} ${measure}: ${values.join(',')}`;
        expect(values.length, label).toBeGreaterThanOrEqual(20);
        expect(values[0], label).toBeLessThanOrEqual(total * 0.2);
        expect(values[0], label).toBeLessThanOrEqual(quartile * 3);
      }
    }
  });

  it('the daily series of last month has work every day and no day three times another', () => {
    const [start, end] = presetRange('last_month', s.now);
    const days = sellDays(s.db, identify(s.db, session('admin', 1)), { start, end });
    for (const key of ['new_customers', 'follow_ups'] as const) {
      const values = days.map((d) => d[key]);
      expect(Math.min(...values), key).toBeGreaterThan(0);
      expect(Math.max(...values), key).toBeLessThanOrEqual(Math.min(...values) * 3);
    }
  });
});

describe('demo figures per seed', () => {
  it('are the same for the same seed and day, and differ for another seed', () => {
    const { seed, now } = SEEDS[1] ?? { now: new Date() };
    const again: Seeded = { name: 'again', db: createDb({ seed, now }), now };
    const table = (s: Seeded) =>
      DATE_RANGE_PRESETS.map((preset) => [
        homeFigures(s, 'admin', preset),
        homeFigures(s, 'sales', preset),
        ranking(s.db, 'follow_ups', { start: '2000-01-01', end: '2100-12-31' }),
      ]);
    const first = seeded[1] as Seeded;
    expect(table(again)).toEqual(table(first));
    const other: Seeded = { ...(seeded[2] as Seeded), now };
    expect(table(other)).not.toEqual(table(first));
  });
});

// Issue 42 point 7: the figures move when the clock moves. Each new day has the business's work at
// the seed's pace, so the home's changes stay believable and "today" is never empty.

describe('demo figures after the clock moves', () => {
  /** A Wednesday afternoon: the records of the demo's today are written before it. */
  const NOW = new Date(2026, 10, 25, 14, 30);
  const created = (db: DemoDb, resource: string, after: number) =>
    db
      .list(resource)
      .filter((r) => r.id > after)
      .map(({ updated_at: _at, ...r }) => r);
  let moved: Seeded;
  let lastSeeded: { customer: number; follow: number };

  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const db = createDb({ seed: 7 });
    lastSeeded = { customer: db.list('customer').length, follow: db.list('worker-user').length };
    moved = { name: 'seed 7, moved', db, now: NOW };
  });
  afterAll(() => vi.useRealTimers());

  const checkMoved = () => {
    const s: Seeded = { ...moved, now: demoNow(moved.db) };
    const odd: string[] = [];
    for (const role of Object.keys(ROLES) as Role[]) {
      for (const preset of DATE_RANGE_PRESETS) {
        const { current, previous } = homeFigures(s, role, preset);
        for (const measure of MEASURE_ORDER)
          if (!believable(current[measure], previous[measure]))
            odd.push(`${role} ${preset} ${measure}: ${current[measure]} against ${previous[measure]}`);
      }
    }
    expect(odd).toEqual([]);
    const today = homeFigures(s, 'admin', 'today').current;
    for (const measure of MEASURE_ORDER) expect(today[measure], measure).toBeGreaterThan(0);
    const nowText = dayjs(s.now).format('YYYY-MM-DD HH:mm:ss');
    for (const resource of ['customer', 'worker-user'])
      for (const r of moved.db.list(resource)) expect(String(r.created_at) <= nowText, resource).toBe(true);
  };

  it('one day later, today has figures and every change on every home dashboard stays believable', () => {
    advanceClock(moved.db, 1);
    checkMoved();
  });

  it('a week later too; the new clues and follow-ups are of the workers holding the customers', () => {
    advanceClock(moved.db, 6);
    checkMoved();
    const clues = created(moved.db, 'customer', lastSeeded.customer);
    expect(clues.length).toBeGreaterThan(0);
    for (const c of clues) expect(c).toMatchObject({ customer_type: 1, worker_id: expect.any(Number) });
    const follows = created(moved.db, 'worker-user', lastSeeded.follow);
    // A few dozen records a day for the whole business.
    expect(follows.length).toBeGreaterThan(7 * 10);
    expect(follows.length).toBeLessThan(7 * 60);
    // Held by their worker, unless a later day's rule moved them into the public sea.
    for (const f of follows) {
      const customer = moved.db.get('customer', Number(f.customer_id));
      if (customer?.customer_type !== 2) expect(customer?.worker_id).toBe(f.worker_id);
    }
  });

  it('the same seed moved the same way writes the same records', () => {
    const again = createDb({ seed: 7 });
    advanceClock(again, 7);
    for (const resource of ['customer', 'worker-user']) {
      const after = resource === 'customer' ? lastSeeded.customer : lastSeeded.follow;
      expect(created(again, resource, after)).toEqual(created(moved.db, resource, after));
    }
  });
});
