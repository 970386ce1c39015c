/**
 * The business rules of the configuration pages, applied by the demo clock (issue 42) as each day
 * begins, from the basic settings (`love/basic`, saved by the settings page):
 * - a customer of "my customers" (type 0) not followed up for `public_sea_days` working days
 *   (Monday to Friday, `resources/core/seaCountdown.ts`) flows into the public sea (type 2, no
 *   worker, `sea_entered_at` set) as a put-back does, with an `into_sea` entry of its action log
 *   and the `inflowIntoTheSea` notice to the worker who held it; `SEA_WARNING_DAYS` (3) working
 *   days before, that worker gets the `willInflowIntoTheSea` notice;
 * - a member of "my allocated" (type 3, VIP) whose plan (`vip_expire_at`) has ended becomes an
 *   expired member (type 4, no longer VIP) with the `intoExpiredVip` notice to its worker, who got
 *   the `willIntoExpiredVip` notice `expire_notice_days` calendar days before.
 * The counters, the notices and the dashboards follow: they are read from these records.
 */
import dayjs from 'dayjs';
import {
  isWorkingDay,
  SEA_FLOW_DAYS,
  SEA_WARNING_DAYS,
  seaCountdown,
} from '../../resources/core/seaCountdown';
import { clockOffset, demoNow, setClockOffset } from './clock';
import { applyActivity } from './dailyActivity';
import { intoTheSea } from './bespoke/customerPool';
import { sendNotice } from './bespoke/notices';
import { settingsOf } from './bespoke/settings';
import type { DemoDb, DemoRecord } from './db';
import { formatDateTime } from './seeding';

/** The settings group holding the rules' values. */
const BASIC_SETTINGS = 'love/basic';
/** The first value of `expire_notice_days` (its settings default). */
const EXPIRE_NOTICE_DAYS = 7;
const MY_CUSTOMERS = 0;
const MY_ALLOCATED = 3;
const PLAN_EXPIRY = 4;

/** The rules' settings as stored now. */
export interface RuleSettings {
  /** Working days without a follow-up before the public sea. */
  seaDays: number;
  /** Calendar days before the end of a VIP plan when its worker is warned. */
  expireNoticeDays: number;
}

const positive = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function ruleSettings(db: DemoDb): RuleSettings {
  const values = settingsOf(db, BASIC_SETTINGS);
  return {
    seaDays: positive(values.public_sea_days, SEA_FLOW_DAYS),
    expireNoticeDays: positive(values.expire_notice_days, EXPIRE_NOTICE_DAYS),
  };
}

/** The ids of the customers each rule changed or warned about on one day. */
export interface DayOutcome {
  intoSea: number[];
  seaWarned: number[];
  expired: number[];
  expiryWarned: number[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const isRemoved = (c: DemoRecord) => text(c.removed_at) !== undefined;

/** What a notice says of a customer (the phone is masked on read for those who may not see it). */
const aboutCustomer = (c: DemoRecord) => ({
  customer_id: c.id,
  name: text(c.name) ?? '',
  number: text(c.number) ?? '',
  phone: text(c.phone) ?? '',
});

/** The public-sea countdown of a customer of "my customers" with the stored setting. */
export function seaCountdownOf(
  db: DemoDb,
  customer: DemoRecord,
  now: Date,
  seaDays = ruleSettings(db).seaDays,
) {
  return seaCountdown(text(customer.last_follow_at), text(customer.created_at), now, seaDays);
}

/**
 * A customer as answered: one of "my customers" with `sea_days_left` (working days, 0 or less: due),
 * `sea_flow_at` (the day it flows into the public sea) and `sea_flow_days` (the setting), which the
 * list's countdown shows (`seaCountdownOfRecord`).
 */
export function withSeaCountdown(db: DemoDb, customer: DemoRecord): DemoRecord {
  if (customer.customer_type !== MY_CUSTOMERS) return customer;
  const seaDays = ruleSettings(db).seaDays;
  const countdown = seaCountdownOf(db, customer, demoNow(db), seaDays);
  if (!countdown) return customer;
  const sea_flow_at = formatDateTime(countdown.flowsAt);
  return { ...customer, sea_days_left: countdown.daysLeft, sea_flow_at, sea_flow_days: seaDays };
}

function seaRule(db: DemoDb, c: DemoRecord, now: Date, settings: RuleSettings, out: DayOutcome): void {
  const holder = c.worker_id;
  const countdown = seaCountdownOf(db, c, now, settings.seaDays);
  if (typeof holder !== 'number' || !countdown) return;
  if (countdown.daysLeft <= 0) {
    const reason = `超过${settings.seaDays}个工作日未跟进，自动流入公海`;
    intoTheSea(db, c, reason, formatDateTime(now), '');
    db.create('customer-action-log', { customer_id: c.id, action: 'into_sea', content: reason });
    sendNotice(db, holder, 'inflowIntoTheSea', aboutCustomer(c));
    out.intoSea.push(c.id);
  } else if (countdown.daysLeft === SEA_WARNING_DAYS && isWorkingDay(now)) {
    const days = settings.seaDays - SEA_WARNING_DAYS;
    sendNotice(db, holder, 'willInflowIntoTheSea', { ...aboutCustomer(c), days });
    out.seaWarned.push(c.id);
  }
}

function expiryRule(db: DemoDb, c: DemoRecord, now: Date, settings: RuleSettings, out: DayOutcome): void {
  const end = text(c.vip_expire_at);
  if (c.is_vip !== true || end === undefined || !dayjs(end).isValid()) return;
  const daysLeft = dayjs(end).startOf('day').diff(dayjs(now).startOf('day'), 'day');
  const holder = typeof c.worker_id === 'number' ? c.worker_id : undefined;
  if (daysLeft < 0) {
    db.replace('customer', { ...c, customer_type: PLAN_EXPIRY, is_vip: false });
    if (holder !== undefined) sendNotice(db, holder, 'intoExpiredVip', aboutCustomer(c));
    out.expired.push(c.id);
  } else if (daysLeft === settings.expireNoticeDays && holder !== undefined) {
    sendNotice(db, holder, 'willIntoExpiredVip', { ...aboutCustomer(c), days: daysLeft });
    out.expiryWarned.push(c.id);
  }
}

/** Applies the rules of the day `now` begins (the demo's today after a move of the clock). */
export function applyDay(db: DemoDb, now: Date): DayOutcome {
  const settings = ruleSettings(db);
  const out: DayOutcome = { intoSea: [], seaWarned: [], expired: [], expiryWarned: [] };
  // A copy: the rules replace records of the list they walk.
  for (const c of [...db.list('customer')]) {
    if (isRemoved(c)) continue;
    if (c.customer_type === MY_CUSTOMERS) seaRule(db, c, now, settings, out);
    else if (c.customer_type === MY_ALLOCATED) expiryRule(db, c, now, settings, out);
  }
  return out;
}

/** What a move of the clock did: the new offset and, summed over its days, the rules' outcome. */
export interface ClockMove extends DayOutcome {
  offset_days: number;
  days: number;
}

/**
 * Moves the demo clock `days` days forward, one day at a time, applying each day's rules as it
 * begins (what they store is dated that day) and writing its activity (`./dailyActivity.ts`);
 * answers what the rules changed.
 */
export function advanceClock(db: DemoDb, days: number): ClockMove {
  const start = clockOffset(db);
  const move: ClockMove = {
    offset_days: start,
    days,
    intoSea: [],
    seaWarned: [],
    expired: [],
    expiryWarned: [],
  };
  for (let day = 1; day <= days; day++) {
    setClockOffset(db, start + day);
    const outcome = applyDay(db, demoNow(db));
    // Then the day's work (new clues, follow-ups), so its figures do not fall to zero.
    applyActivity(db, demoNow(db));
    move.intoSea.push(...outcome.intoSea);
    move.seaWarned.push(...outcome.seaWarned);
    move.expired.push(...outcome.expired);
    move.expiryWarned.push(...outcome.expiryWarned);
  }
  move.offset_days = clockOffset(db);
  return move;
}
