/**
 * The customer counters of `get-stat-count` from what the customer list keeps per collection
 * revision (listOrder.ts): each customer's list fields and its dates read once as day numbers, kept
 * while the customers change one by one, so a count over 50,000 customers compares numbers rather
 * than parsing 50,000 dates on every screen and every 30 s (issue 44). `customerCounts`
 * (statCount.ts) is the rule written plainly; the two answer the same.
 */
import dayjs from 'dayjs';
import {
  addWorkingDays,
  SEA_FLOW_DAYS,
  SEA_WARNING_DAYS,
  workingDaysBetween,
} from '../../resources/core/seaCountdown';
import type { DemoIdentity } from './identity';
import { listIndex } from './listOrder';
import { scopeTest } from './listScopes';
import type { DemoRecord } from './seeding';

/** Days a customer counts as new in the public sea. */
export const NEW_IN_SEA_DAYS = 7;
/** Days before (allocated) or after (plan expiry) the end of a VIP plan in which it is counted. */
export const VIP_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/** The counters computed from the customers. */
export type CustomerCountKey =
  | 'customer_clue_count'
  | 'public_sea_count'
  | 'my_customer_count'
  | 'my_allocate_count'
  | 'plan_expiry_count';

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A date or date-time as the store writes them (`2026-05-20 09:30:00`): its day is its first 10 characters. */
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}(?: (?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)?$/;
/** The start of each day read (a few thousand days, read once rather than once per customer). */
const dayStarts = new Map<string, dayjs.Dayjs>();

/** The start of a stored date's day, undefined when it is not a date. */
function dayStartOf(date: string): dayjs.Dayjs | undefined {
  if (!PLAIN_DATE.test(date)) {
    const day = dayjs(date);
    return day.isValid() ? day.startOf('day') : undefined;
  }
  const key = date.slice(0, 10);
  let day = dayStarts.get(key);
  if (!day) dayStarts.set(key, (day = dayjs(key).startOf('day')));
  return day.isValid() ? day : undefined;
}

/**
 * The start of a day as a count of local milliseconds (its time plus its zone's offset): two of
 * them differ by whole days, as dayjs's `diff(…, 'day')` counts them.
 */
const localDayOf = (start: dayjs.Dayjs): number => start.valueOf() + start.utcOffset() * 60_000;

/** A stored date's day (`localDayOf`), undefined without a valid date. */
function dayOfValue(value: unknown): number | undefined {
  const date = text(value);
  const start = date === undefined ? undefined : dayStartOf(date);
  return start && localDayOf(start);
}

/** Whole days from `today` to a kept day (negative: in the past), as `diff(…, 'day')` truncates. */
const daysFrom = (day: number, today: number) => Math.trunc((day - today) / DAY_MS) || 0;

/**
 * When a customer of "my customers" flows into the public sea (`seaCountdown`'s `flowsAt`, as a
 * time): `flowDays` working days after its last follow-up's or its creation's day. It does not
 * depend on today, so it is kept; the days left are counted from today on each count.
 */
function flowsAtOf(flowDays: number): (record: DemoRecord) => number | undefined {
  const byDay = new Map<number, number>();
  return (record) => {
    const from = text(record.last_follow_at) || text(record.created_at);
    const start = from ? dayStartOf(from) : undefined;
    if (!start) return undefined;
    const day = start.valueOf();
    let flowsAt = byDay.get(day);
    if (flowsAt === undefined) {
      flowsAt = addWorkingDays(start.toDate(), flowDays).getTime();
      byDay.set(day, flowsAt);
    }
    return flowsAt;
  };
}

/** The stored fields the life-cycle lists are told by (listScopes.ts). */
const LIST_FIELDS = ['customer_type', 'worker_id', 'removed_at'];

/**
 * The kept values the counters read: the list fields as stored, under the keys the list's filters
 * keep them by (query.ts), so both share them; and each customer's counted dates as days.
 */
export function countValues(customers: readonly DemoRecord[], revision: number, seaDays: number) {
  const index = listIndex(customers, revision);
  const raw = (name: string) => {
    const values = index.column(`\n${name}`, (r) => r[name]);
    return (_r: DemoRecord, i: number) => values[i];
  };
  for (const name of LIST_FIELDS) raw(name);
  const kept = (name: string, read: (r: DemoRecord) => unknown) => index.column(`statCount\n${name}`, read);
  return {
    index,
    raw,
    lastFollowAt: kept('last_follow_at', (r) => text(r.last_follow_at) !== undefined),
    seaEnteredAt: kept('sea_entered_at', (r) => dayOfValue(r.sea_entered_at)),
    vipExpireAt: kept('vip_expire_at', (r) => dayOfValue(r.vip_expire_at)),
    flowsAt: kept(`flows_at\n${seaDays}`, flowsAtOf(seaDays)),
  };
}

/** The customer counters of a caller (`customerCounts`), from the customers' kept values. */
export function keptCustomerCounts(
  customers: readonly DemoRecord[],
  revision: number,
  me: DemoIdentity,
  now: Date = new Date(),
  seaDays: number = SEA_FLOW_DAYS,
): Record<CustomerCountKey, number> {
  const { index, raw, lastFollowAt, seaEnteredAt, vipExpireAt, flowsAt } = countValues(
    customers,
    revision,
    seaDays,
  );
  const today = localDayOf(dayjs(now).startOf('day'));
  const within = (day: unknown, from: number, to: number) => {
    if (typeof day !== 'number') return false;
    const days = daysFrom(day, today);
    return days >= from && days <= to;
  };
  const daysLeft = new Map<number, number>();
  const warned = (at: unknown) => {
    if (typeof at !== 'number') return false;
    let left = daysLeft.get(at);
    if (left === undefined) daysLeft.set(at, (left = workingDaysBetween(now, new Date(at))));
    return left >= 0 && left <= SEA_WARNING_DAYS;
  };
  /** What each life-cycle list (by `type`, as the caller sees it) counts. */
  const lists: readonly ((i: number) => boolean)[] = [
    (i) => warned(flowsAt[i]),
    (i) => !lastFollowAt[i],
    (i) => within(seaEnteredAt[i], -NEW_IN_SEA_DAYS, 0),
    (i) => within(vipExpireAt[i], 0, VIP_WINDOW_DAYS),
    (i) => within(vipExpireAt[i], -VIP_WINDOW_DAYS, -1),
  ];
  const inLists = lists.map((_, type) =>
    scopeTest('customer', new URLSearchParams({ type: String(type) }), me, raw),
  );
  const counts = lists.map(() => 0);
  // One pass: list `type` holds only customers of that `customer_type` (listScopes.ts).
  const types = index.column('\ncustomer_type', (r) => r.customer_type);
  for (let i = 0; i < customers.length; i++) {
    const type = types[i];
    if (typeof type !== 'number' || !(type in lists)) continue;
    const inList = inLists[type];
    if ((!inList || inList(customers[i], i)) && lists[type](i)) counts[type]++;
  }
  return {
    customer_clue_count: counts[1],
    public_sea_count: counts[2],
    my_customer_count: counts[0],
    my_allocate_count: counts[3],
    plan_expiry_count: counts[4],
  };
}
