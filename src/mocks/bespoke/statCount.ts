import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { seaCountdown, SEA_WARNING_DAYS } from '../../../resources/core/seaCountdown';
import type { DemoRecord } from '../db';
import type { DemoIdentity } from '../identity';
import { scopeList } from '../listScopes';
import type { BespokeHandlers } from '../routing';

/** Counter keys of `GET get-stat-count` (menu dots and the missed-call banner). */
export const STAT_COUNT_KEYS = [
  'customer_clue_count',
  'public_sea_count',
  'my_customer_count',
  'my_allocate_count',
  'plan_expiry_count',
  'connect_wait_count',
  'call_in_no_answer_count',
] as const;

export type StatCountKey = (typeof STAT_COUNT_KEYS)[number];

/** Days a customer counts as new in the public sea. */
export const NEW_IN_SEA_DAYS = 7;
/** Days before (allocated) or after (plan expiry) the end of a VIP plan in which it is counted. */
export const VIP_WINDOW_DAYS = 30;

/** The call counters (calls come in a later issue): a base each. */
const CALL_BASES = { connect_wait_count: 4, call_in_no_answer_count: 2 } as const;

/** The call counters: a deterministic wobble per worker, key and minute, never below 1. */
export function callCounts(
  workerId: number,
  now: Date = new Date(),
): Record<keyof typeof CALL_BASES, number> {
  const minute = Math.floor(now.getTime() / 60_000);
  const wobble = (index: number) => (minute * (index + 3) + workerId * 7) % 4;
  return {
    connect_wait_count: Math.max(1, CALL_BASES.connect_wait_count + wobble(5) - 1),
    call_in_no_answer_count: Math.max(1, CALL_BASES.call_in_no_answer_count + wobble(6) - 1),
  };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Whole days from today to a date (negative: in the past); `undefined` without a valid date. */
function daysFromToday(value: unknown, now: Date): number | undefined {
  const date = text(value);
  const day = date === undefined ? undefined : dayjs(date);
  if (!day?.isValid()) return undefined;
  return day.startOf('day').diff(dayjs(now).startOf('day'), 'day');
}

/** The customers of a life-cycle list as its caller sees it (own ones unless admin, bin excluded). */
const listOf = (records: readonly DemoRecord[], type: number, me: DemoIdentity) =>
  scopeList('customer', records, new URLSearchParams({ type: String(type) }), me);

const count = (records: readonly DemoRecord[], keep: (r: DemoRecord) => boolean) =>
  records.reduce((n, r) => (keep(r) ? n + 1 : n), 0);

/** The customer life-cycle counters of a caller, computed from the customers (see the handler). */
export function customerCounts(
  customers: readonly DemoRecord[],
  me: DemoIdentity,
  now: Date = new Date(),
): Record<Exclude<StatCountKey, keyof typeof CALL_BASES>, number> {
  const within = (value: unknown, from: number, to: number) => {
    const days = daysFromToday(value, now);
    return days !== undefined && days >= from && days <= to;
  };
  return {
    customer_clue_count: count(listOf(customers, 1, me), (r) => text(r.last_follow_at) === undefined),
    public_sea_count: count(listOf(customers, 2, me), (r) => within(r.sea_entered_at, -NEW_IN_SEA_DAYS, 0)),
    my_customer_count: count(listOf(customers, 0, me), (r) => {
      const countdown = seaCountdown(text(r.last_follow_at), text(r.created_at), now);
      return !!countdown && countdown.daysLeft >= 0 && countdown.daysLeft <= SEA_WARNING_DAYS;
    }),
    my_allocate_count: count(listOf(customers, 3, me), (r) => within(r.vip_expire_at, 0, VIP_WINDOW_DAYS)),
    plan_expiry_count: count(listOf(customers, 4, me), (r) => within(r.vip_expire_at, -VIP_WINDOW_DAYS, -1)),
  };
}

/** Every counter of `get-stat-count` for a caller. */
export function statCounts(
  customers: readonly DemoRecord[],
  me: DemoIdentity,
  now: Date = new Date(),
): Record<StatCountKey, number> {
  return { ...customerCounts(customers, me, now), ...callCounts(me.session.worker_id, now) };
}

/**
 * GET /plugin/love/admin/get-stat-count → `{ data: { <key>: n } }`, counted for the caller from the
 * customers of each life-cycle list as it sees them (`listScopes.ts`: "my" lists hold its own
 * customers unless it is an administrator; customers in the bin are not counted):
 * - `customer_clue_count`: clues (type 1) never followed up (no `last_follow_at`): new clues to handle;
 * - `public_sea_count`: public-sea customers (type 2) that entered the sea (`sea_entered_at`) in the
 *   last `NEW_IN_SEA_DAYS` (7) days;
 * - `my_customer_count`: my customers (type 0) flowing into the public sea within `SEA_WARNING_DAYS`
 *   (3) days, not yet overdue (`seaCountdown`, the rule of the list's days-left column);
 * - `my_allocate_count`: my allocated (type 3) whose VIP plan (`vip_expire_at`) ends within
 *   `VIP_WINDOW_DAYS` (30) days, today included;
 * - `plan_expiry_count`: expired members (type 4) whose VIP plan ended in the last 30 days;
 * - `connect_wait_count`, `call_in_no_answer_count`: fixed bases with a wobble per minute (calls come
 *   in a later issue).
 */
const statCount: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'get',
    API_PATHS.counters.statCount,
    authed(({ me }) => HttpResponse.json({ data: statCounts(db.list('customer'), me) })),
  ),
];

export default statCount;
