import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { demoNow } from '../clock';
import type { DemoDb, DemoRecord } from '../db';
import { canAction } from '../../../resources/core/permissions';
import type { DemoIdentity } from '../identity';
import { fail } from '../responses';
import type { AuthedResolver, BespokeHandlers } from '../routing';

/**
 * The dashboard's figures (spec §7 "Dashboard"), computed from the seeded records so that they agree
 * with the lists: the ranking of a measure adds up to the statistics' figure (for an administrator,
 * who sees everyone), the calendar holds the follow records' planned dates, the figures follow the
 * period. Shapes: `dataProvider/methods/dashboard.ts`.
 *
 * - new customers: customers created in the period (`created_at`) that have a worker, by it;
 * - follow-ups: follow records (`worker-user`) written in the period, by their worker;
 * - invitations: follow records of method 4 (meeting) written in the period — an invitation to meet;
 * - calendar: follow records whose next follow-up (`next_follow_at`) falls in the period: a meeting
 *   (method 4) is an invitation, any other a follow-up;
 * - to-do: follow-ups and invitations due from yesterday to 7 days ahead, members (`vip_expire_at`)
 *   expiring within 30 days.
 * A caller who is not an administrator counts only its own records (its worker's); the ranking
 * always ranks every worker. A period still running is compared with as many days of the previous
 * one as it has had so far (this month to today against the same days of the month before), as a
 * business compares its figures; a period that is over, with the whole previous one.
 */

const MEETING = 4;
const TODO_BACK_DAYS = 1;
const TODO_AHEAD_DAYS = 7;
const EXPIRY_AHEAD_DAYS = 30;
/** Longest period a daily series answers (a year would be 366 points). */
const MAX_SERIES_DAYS = 92;
const DATE = 'YYYY-MM-DD';

/** The demo's today (its clock's): every date the dashboard counts from goes through here. */
const today = (db: DemoDb): Date => demoNow(db);

export interface DemoPeriod {
  start: string;
  end: string;
}

/** The period of a query (`start_date`, `end_date`, YYYY-MM-DD), this week when missing. */
export function periodOf(params: URLSearchParams, now: Date): DemoPeriod {
  const valid = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
  const day = dayjs(now).startOf('day');
  const monday = day.subtract((day.day() + 6) % 7, 'day');
  const start = valid(params.get('start_date')) ?? monday.format(DATE);
  const end = valid(params.get('end_date')) ?? monday.add(6, 'day').format(DATE);
  return start <= end ? { start, end } : { start: end, end: start };
}

/** The period of the same length just before. */
export function previousPeriod({ start, end }: DemoPeriod): DemoPeriod {
  const days = dayjs(end).diff(dayjs(start), 'day') + 1;
  return {
    start: dayjs(start).subtract(days, 'day').format(DATE),
    end: dayjs(start).subtract(1, 'day').format(DATE),
  };
}

/**
 * What a period's figures are compared with: the previous period, cut to as many days as the
 * period has had up to today when it is still running.
 */
export function comparedPeriod(period: DemoPeriod, now: Date): DemoPeriod {
  const previous = previousPeriod(period);
  const day = dayjs(now).format(DATE);
  if (day < period.start || day >= period.end) return previous;
  const elapsed = dayjs(day).diff(dayjs(period.start), 'day');
  return { start: previous.start, end: dayjs(previous.start).add(elapsed, 'day').format(DATE) };
}

const dayOf = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;

const within = (value: unknown, { start, end }: DemoPeriod): boolean => {
  const day = dayOf(value);
  return day !== undefined && day >= start && day <= end;
};

const mine = (records: readonly DemoRecord[], me: DemoIdentity): readonly DemoRecord[] =>
  me.is_admin === 1 ? records : records.filter((r) => r.worker_id === me.session.worker_id);

const activeCustomers = (db: DemoDb) =>
  db.list('customer').filter((c) => !(typeof c.removed_at === 'string' && c.removed_at !== ''));

export type Measure = 'new_customers' | 'follow_ups' | 'invitations';

/** The records behind a measure (everyone's): those of a worker only, so a ranking adds up to the figure. */
function recordsOf(db: DemoDb, measure: Measure): readonly DemoRecord[] {
  const records =
    measure === 'new_customers'
      ? activeCustomers(db)
      : db.list('worker-user').filter((r) => measure === 'follow_ups' || r.method === MEETING);
  return records.filter((r) => typeof r.worker_id === 'number');
}

export function figures(db: DemoDb, me: DemoIdentity, period: DemoPeriod): Record<Measure, number> {
  const counted = (measure: Measure) =>
    mine(recordsOf(db, measure), me).filter((r) => within(r.created_at, period)).length;
  return {
    new_customers: counted('new_customers'),
    follow_ups: counted('follow_ups'),
    invitations: counted('invitations'),
  };
}

/** Every worker with at least one record of the measure in the period, most first. */
export function ranking(db: DemoDb, measure: Measure, period: DemoPeriod) {
  const byWorker = new Map<number, number>();
  for (const r of recordsOf(db, measure)) {
    if (typeof r.worker_id !== 'number' || !within(r.created_at, period)) continue;
    byWorker.set(r.worker_id, (byWorker.get(r.worker_id) ?? 0) + 1);
  }
  return [...byWorker.entries()]
    .map(([workerId, value]) => ({
      worker_id: workerId,
      name: String(db.get('worker', workerId)?.name ?? `#${workerId}`),
      value,
    }))
    .sort((a, b) => b.value - a.value || a.worker_id - b.worker_id);
}

const customerName = (db: DemoDb, id: unknown): string =>
  typeof id === 'number' ? String(db.get('customer', id)?.name ?? `#${id}`) : '';

export function calendar(db: DemoDb, me: DemoIdentity, period: DemoPeriod) {
  return mine(db.list('worker-user'), me)
    .filter((r) => typeof r.customer_id === 'number' && within(r.next_follow_at, period))
    .map((r) => ({
      id: `follow-${r.id}`,
      kind: r.method === MEETING ? ('invitation' as const) : ('follow_up' as const),
      at: String(r.next_follow_at),
      customer_id: Number(r.customer_id),
      customer_name: customerName(db, r.customer_id),
      note: typeof r.content === 'string' ? r.content : null,
    }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

export function todoList(db: DemoDb, me: DemoIdentity, now: Date) {
  const day = dayjs(now).startOf('day');
  const soon = {
    start: day.subtract(TODO_BACK_DAYS, 'day').format(DATE),
    end: day.add(TODO_AHEAD_DAYS, 'day').format(DATE),
  };
  const expiry = { start: day.format(DATE), end: day.add(EXPIRY_AHEAD_DAYS, 'day').format(DATE) };
  // Follow-ups marked done (status 0) leave the to-do list; looked up once, not per event.
  const done = new Set(
    db
      .list('worker-user')
      .filter((r) => r.status === 0)
      .map((r) => `follow-${r.id}`),
  );
  const planned = calendar(db, me, soon)
    .filter((e) => !done.has(e.id))
    .map((e) => ({
      kind: e.kind,
      customer_id: e.customer_id,
      customer_name: e.customer_name,
      at: e.at,
      note: e.note,
    }));
  const expiring = mine(activeCustomers(db), me)
    .filter((c) => c.is_vip === true && within(c.vip_expire_at, expiry))
    .map((c) => ({
      kind: 'expiring' as const,
      customer_id: c.id,
      customer_name: String(c.name ?? ''),
      at: String(c.vip_expire_at),
      note: null,
    }));
  return [...planned, ...expiring].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

export function workSummary(db: DemoDb, me: DemoIdentity, period: DemoPeriod) {
  const follows = mine(db.list('worker-user'), me).filter((r) => within(r.created_at, period));
  const byMethod: Record<string, number> = {};
  for (const r of follows) byMethod[String(r.method)] = (byMethod[String(r.method)] ?? 0) + 1;
  const count = (resource: string) =>
    mine(db.list(resource), me).filter((r) => within(r.created_at, period)).length;
  return {
    follow_ups: follows.length,
    by_method: byMethod,
    service_records: count('customer-service-record'),
    calls: count('worker-call'),
  };
}

/** New customers and follow-ups of each day of the period (at most `MAX_SERIES_DAYS` days). */
export function sellDays(db: DemoDb, me: DemoIdentity, period: DemoPeriod) {
  const days: { date: string; new_customers: number; follow_ups: number }[] = [];
  const index = new Map<string, number>();
  for (
    let d = dayjs(period.start);
    !d.isAfter(dayjs(period.end)) && days.length < MAX_SERIES_DAYS;
    d = d.add(1, 'day')
  ) {
    index.set(d.format(DATE), days.length);
    days.push({ date: d.format(DATE), new_customers: 0, follow_ups: 0 });
  }
  const add = (records: readonly DemoRecord[], key: 'new_customers' | 'follow_ups') => {
    for (const r of records) {
      const i = index.get(dayOf(r.created_at) ?? '');
      const day = i === undefined ? undefined : days[i];
      if (day) day[key] += 1;
    }
  };
  add(mine(recordsOf(db, 'new_customers'), me), 'new_customers');
  add(mine(recordsOf(db, 'follow_ups'), me), 'follow_ups');
  return days;
}

const MEASURES: readonly Measure[] = ['new_customers', 'follow_ups', 'invitations'];
const isMeasure = (v: string): v is Measure => (MEASURES as readonly string[]).includes(v);

/**
 * GET get-todo-list → `{ data: TodoItem[] }`; ranking (`measure`, period) → `{ data: [{ worker_id,
 * name, value }] }`; get-worker-stat (period) → `{ data: { current, previous } }` (previous: the
 * `comparedPeriod`); get-calendar-list (period) → `{ data: CalendarEvent[] }`; get-work-summary (period); get-sell-week-stat (period) →
 * one row a day. Each counts customers and their follow-ups: 403 without `query` on the customers
 * (`user_view`, issue 41).
 */
const dashboard: BespokeHandlers = ({ db, route, authed: signedIn }) => {
  const paths = API_PATHS.dashboard;
  const query = (request: Request) => new URL(request.url).searchParams;
  const authed = (resolver: AuthedResolver) =>
    signedIn((info) =>
      canAction(['user_view'], info.me.permissions, info.me.actions, 'query')
        ? resolver(info)
        : fail(403, info.lang, 'forbidden'),
    );
  return [
    route(
      'get',
      paths.todoList,
      authed(({ me }) => HttpResponse.json({ data: todoList(db, me, today(db)) })),
    ),
    route(
      'get',
      paths.ranking,
      authed(({ request }) => {
        const params = query(request);
        const raw = params.get('measure') ?? 'new_customers';
        const measure: Measure = isMeasure(raw) ? raw : 'new_customers';
        return HttpResponse.json({ data: ranking(db, measure, periodOf(params, today(db))) });
      }),
    ),
    route(
      'get',
      paths.workerStat,
      authed(({ request, me }) => {
        const now = today(db);
        const period = periodOf(query(request), now);
        return HttpResponse.json({
          data: { current: figures(db, me, period), previous: figures(db, me, comparedPeriod(period, now)) },
        });
      }),
    ),
    route(
      'get',
      paths.calendarList,
      authed(({ request, me }) =>
        HttpResponse.json({ data: calendar(db, me, periodOf(query(request), today(db))) }),
      ),
    ),
    route(
      'get',
      paths.workSummary,
      authed(({ request, me }) =>
        HttpResponse.json({ data: workSummary(db, me, periodOf(query(request), today(db))) }),
      ),
    ),
    route(
      'get',
      paths.sellWeekStat,
      authed(({ request, me }) =>
        HttpResponse.json({ data: sellDays(db, me, periodOf(query(request), today(db))) }),
      ),
    ),
  ];
};

export default dashboard;
