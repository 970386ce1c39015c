/**
 * The demo clock (issue 42): the demo API's "today" is the real time moved forward by a whole
 * number of days, so a person can see what the business rules do as days pass ("advance one day"
 * in the demo menu, `POST /__demo/clock` over HTTP). The offset is one record of the store, so it
 * is saved and shared between tabs like any other change, and the browser demo and the HTTP demo
 * server behave alike. A reset reseeds the store: the clock goes back to the real time.
 */
import { isWorkingDay } from '../../resources/core/seaCountdown';
import type { DemoDb } from './db';
import { DAY_MS } from './seeding';

/** The collection holding the clock's one record (`{ id: 1, offset_days }`). */
export const CLOCK_COLLECTION = 'demo-clock';
/** At most this many days a single move of the clock may advance. */
export const MAX_ADVANCE_DAYS = 366;

/** Days the clock is ahead of the real time (0 before the records are loaded). */
export function clockOffset(db: DemoDb): number {
  if (!db.loaded) return 0;
  const days = db.list(CLOCK_COLLECTION)[0]?.offset_days;
  return typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : 0;
}

/** The demo's now: the real time plus the clock's offset. Every "today" of the demo API reads it. */
export function demoNow(db: DemoDb): Date {
  return new Date(Date.now() + clockOffset(db) * DAY_MS);
}

/** Moves the clock's offset to `days` (a record change: saved and shared). */
export function setClockOffset(db: DemoDb, days: number): void {
  const [record] = db.list(CLOCK_COLLECTION);
  if (record) db.replace(CLOCK_COLLECTION, { ...record, offset_days: days });
  else db.create(CLOCK_COLLECTION, { offset_days: days });
}

/** Days from the demo's today to its next working day (Monday to Friday): 1 to 3. */
export function daysToNextWorkingDay(now: Date): number {
  let days = 1;
  while (!isWorkingDay(new Date(now.getTime() + days * DAY_MS))) days++;
  return days;
}
