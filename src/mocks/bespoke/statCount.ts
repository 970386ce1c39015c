import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { SEA_FLOW_DAYS, seaCountdownsAt, SEA_WARNING_DAYS } from '../../../resources/core/seaCountdown';
import { demoNow } from '../clock';
import { ruleSettings } from '../dailyRules';
import type { DemoDb, DemoRecord } from '../db';
import type { DemoIdentity } from '../identity';
import { scopeList } from '../listScopes';
import type { BespokeHandlers } from '../routing';
import { CALLS } from './calls';
import { isUnhandledMissed } from './callsMissed';
import {
  keptCustomerCounts,
  NEW_IN_SEA_DAYS,
  text,
  VIP_WINDOW_DAYS,
  type CustomerCountKey,
} from '../statCountKept';

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

export { NEW_IN_SEA_DAYS, VIP_WINDOW_DAYS } from '../statCountKept';

/** The counters kept by calls and connection requests rather than customers. */
type ActivityKey = 'connect_wait_count' | 'call_in_no_answer_count';

/**
 * Whether a record is the caller's own (its worker's), or any for an administrator, who sees the
 * whole call list (as it sees everyone's in the "my" customer lists, `listScopes.ts`).
 */
const ownOrAdmin = (r: DemoRecord, me: DemoIdentity) =>
  me.is_admin === 1 || r.worker_id === me.session.worker_id;

/**
 * The call and connection counters of a caller: its unhandled missed calls (`callsMissed.ts`), and
 * the connection requests in its hands still waiting (`customer-connect` status 0).
 */
export function activityCounts(
  calls: readonly DemoRecord[],
  connects: readonly DemoRecord[],
  me: DemoIdentity,
): Record<ActivityKey, number> {
  return {
    connect_wait_count: count(connects, (r) => r.status === 0 && ownOrAdmin(r, me)),
    call_in_no_answer_count: count(calls, (r) => isUnhandledMissed(r) && ownOrAdmin(r, me)),
  };
}

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

/**
 * The customer life-cycle counters of a caller, computed from the customers (see the handler): the
 * rule written plainly; the handler counts from the kept values (`keptCustomerCounts`).
 */
export function customerCounts(
  customers: readonly DemoRecord[],
  me: DemoIdentity,
  now: Date = new Date(),
  seaDays: number = SEA_FLOW_DAYS,
): Record<CustomerCountKey, number> {
  const within = (value: unknown, from: number, to: number) => {
    const days = daysFromToday(value, now);
    return days !== undefined && days >= from && days <= to;
  };
  const countdownOf = seaCountdownsAt(now, seaDays);
  return {
    customer_clue_count: count(listOf(customers, 1, me), (r) => text(r.last_follow_at) === undefined),
    public_sea_count: count(listOf(customers, 2, me), (r) => within(r.sea_entered_at, -NEW_IN_SEA_DAYS, 0)),
    my_customer_count: count(listOf(customers, 0, me), (r) => {
      const countdown = countdownOf(text(r.last_follow_at), text(r.created_at));
      return !!countdown && countdown.daysLeft >= 0 && countdown.daysLeft <= SEA_WARNING_DAYS;
    }),
    my_allocate_count: count(listOf(customers, 3, me), (r) => within(r.vip_expire_at, 0, VIP_WINDOW_DAYS)),
    plan_expiry_count: count(listOf(customers, 4, me), (r) => within(r.vip_expire_at, -VIP_WINDOW_DAYS, -1)),
  };
}

/** Every counter of `get-stat-count` for a caller. */
export function statCounts(
  db: DemoDb,
  me: DemoIdentity,
  now: Date = new Date(),
): Record<StatCountKey, number> {
  return {
    ...keptCustomerCounts(db.list('customer'), db.revision('customer'), me, now, ruleSettings(db).seaDays),
    ...activityCounts(db.list(CALLS), db.list('customer-connect'), me),
  };
}

/**
 * GET /plugin/love/admin/get-stat-count → `{ data: { <key>: n } }`, counted for the caller from the
 * customers of each life-cycle list as it sees them (`listScopes.ts`: "my" lists hold its own
 * customers unless it is an administrator; customers in the bin are not counted):
 * - `customer_clue_count`: clues (type 1) never followed up (no `last_follow_at`): new clues to handle;
 * - `public_sea_count`: public-sea customers (type 2) that entered the sea (`sea_entered_at`) in the
 *   last `NEW_IN_SEA_DAYS` (7) days;
 * - `my_customer_count`: my customers (type 0) flowing into the public sea within `SEA_WARNING_DAYS`
 *   (3) working days, not yet overdue (`seaCountdown` with the stored `public_sea_days`, the rule
 *   of the list's days-left column);
 * - `my_allocate_count`: my allocated (type 3) whose VIP plan (`vip_expire_at`) ends within
 *   `VIP_WINDOW_DAYS` (30) days, today included;
 * - `plan_expiry_count`: expired members (type 4) whose VIP plan ended in the last 30 days;
 * - `connect_wait_count`: connection requests (`customer-connect`) of the caller's still waiting
 *   (status 0), everyone's for an administrator (no menu badge shows it, S12);
 * - `call_in_no_answer_count`: missed incoming calls of the caller's not called back nor ignored
 *   (`handle_state` 0), everyone's for an administrator, who sees the whole call list (the banner,
 *   S21; its link opens the call list on the same filter).
 */
const statCount: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'get',
    API_PATHS.counters.statCount,
    authed(({ me }) => HttpResponse.json({ data: statCounts(db, me, demoNow(db)) })),
  ),
];

export default statCount;
