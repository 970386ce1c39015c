/**
 * The rhythm of the demo business (issue 42 point 7): when customers come in and follow records
 * are written, so that the dashboard's figures and their changes against the previous period are
 * those of a real company of about fifty people. Activity covers every day from 1 January of the
 * year before last (the previous period of "last year") to the seed's own day, grows by about a
 * quarter a year and is a little lower at the weekend. Records are spread over the days by
 * cumulative rounding rather than drawn at random: each day gets the whole part of its share or one
 * more, so no day, week or month jumps for want of luck.
 */
import { DAY_MS, formatDateTime, startOfDay } from './seeding';

/** Yearly growth of the business: a day `y` years before the seed counts `1 / (1 + GROWTH·y)`. */
const GROWTH = 0.25;
/** Activity by weekday (Sunday first): stores are open every day, Sunday is the quietest. */
const WEEKDAY = [0.75, 1, 1, 1, 1, 1.05, 0.95] as const;
/** Working hours of a day's records; the seed's own day is written before they start (below). */
const OPENS_HOUR = 9;
const WORKING_HOURS = 12;
/** The seed's own day: its records fall between 06:00 and 09:00, so none is later than the demo's use. */
const EARLY_HOUR = 6;
const EARLY_HOURS = 3;

/** First day of the activity: 1 January of the year before the seed's last year. */
export function activityStart(now: Date): Date {
  return new Date(now.getFullYear() - 2, 0, 1);
}

/** Every day of the activity, oldest first, the seed's own day last. */
export function activityDays(now: Date): Date[] {
  const days: Date[] = [];
  const last = startOfDay(now);
  for (let d = activityStart(now); d <= last; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1))
    days.push(d);
  return days;
}

/** How busy the business is on a day, relative to a weekday of the seed's week. */
export function dayWeight(day: Date, now: Date): number {
  const years = Math.max(0, (startOfDay(now).getTime() - day.getTime()) / (365 * DAY_MS));
  return (WEEKDAY[day.getDay()] ?? 1) / (1 + GROWTH * years);
}

/**
 * Splits `total` records over slots of the given weights, in order: slot `i` gets the whole part of
 * its share or one more, and the counts add up to `total` exactly.
 */
export function spread(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  let cumulative = 0;
  let given = 0;
  return weights.map((w) => {
    cumulative += (w / sum) * total;
    const upTo = Math.round(cumulative);
    const count = upTo - given;
    given = upTo;
    return count;
  });
}

/**
 * Turns in proportion to weights (smooth weighted round robin): each call answers the index of the
 * next one, so that over any run of calls each index has had about its share, never a streak.
 */
export function takeTurns(weights: readonly number[]): () => number {
  const sum = weights.reduce((a, b) => a + b, 0);
  const credit = weights.map(() => 0);
  return () => {
    let best = 0;
    for (let i = 0; i < weights.length; i++) {
      credit[i] = (credit[i] ?? 0) + (weights[i] ?? 0);
      if ((credit[i] ?? 0) > (credit[best] ?? 0)) best = i;
    }
    credit[best] = (credit[best] ?? 0) - sum;
    return best;
  };
}

/**
 * Times of `count` records of a day, in order: evenly through the working hours with a little
 * jitter (`jitter(i)` in [0, 1)); on the seed's own day, before the working day starts.
 */
export function timesOfDay(day: Date, count: number, now: Date, jitter: (i: number) => number): string[] {
  const own = day.getTime() >= startOfDay(now).getTime();
  const from = day.getTime() + (own ? EARLY_HOUR : OPENS_HOUR) * 3_600_000;
  const span = (own ? EARLY_HOURS : WORKING_HOURS) * 3_600_000;
  return spaced(from, span, count, jitter);
}

/**
 * Times of `count` records of the demo clock's today (`now`), in order: through its working hours
 * so far, all before `now` (before the working day starts: since midnight).
 */
export function timesSoFar(now: Date, count: number, jitter: (i: number) => number): string[] {
  const opens = startOfDay(now).getTime() + OPENS_HOUR * 3_600_000;
  const end = Math.min(opens + WORKING_HOURS * 3_600_000, now.getTime() - 1);
  const from = end > opens ? opens : startOfDay(now).getTime();
  return spaced(from, Math.max(0, end - from), count, jitter);
}

function spaced(from: number, span: number, count: number, jitter: (i: number) => number): string[] {
  return Array.from({ length: count }, (_, i) =>
    formatDateTime(new Date(from + Math.floor(((i + jitter(i)) / count) * span))),
  );
}

/** The days before a day whose records set the business's pace on it: four whole weeks. */
export const PACE_DAYS = 28;

/**
 * Records due on `day` for someone who wrote `recent` of them in the `PACE_DAYS` days before: the
 * day's share by weekday, its fraction rounded up or down by `jitter` in [0, 1), so that over the
 * days the counts keep the pace.
 */
export function dueOn(day: Date, recent: number, jitter: number): number {
  const week = WEEKDAY.reduce<number>((a, b) => a + b, 0);
  const share = (recent * (WEEKDAY[day.getDay()] ?? 1)) / ((PACE_DAYS / 7) * week);
  return Math.floor(share + jitter);
}

/** A number in [0, 1) from an integer, the same every time (no draw from a seed's generator). */
export function fraction(n: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}

/** Creation times of `count` records that come in with the business's rhythm, oldest first. */
export function rhythmTimes(count: number, now: Date): string[] {
  const days = activityDays(now);
  const perDay = spread(
    days.map((d) => dayWeight(d, now)),
    count,
  );
  let index = 0;
  return days.flatMap((day, i) => {
    const n = perDay[i] ?? 0;
    const times = timesOfDay(day, n, now, (j) => fraction(index + j));
    index += n;
    return times;
  });
}
