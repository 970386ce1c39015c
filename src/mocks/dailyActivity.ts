/**
 * The business's work on each day the demo clock moves to (issue 42 point 7): without it the new
 * days would be empty and the home's "today" and "this week" figures would fall to zero. Each worker
 * keeps the pace of its last four weeks (`dueOn` of `./demoActivity.ts`): new clue customers it
 * takes and follow-ups and meetings about its own customers, made by the seed's own builders
 * (`./seeds/customer.ts`, `./seeds/worker-user.ts`) and timed in the day's working hours before
 * the demo's now. The draws are seeded by the day, so the same data moved the same way gives the
 * same records. As in the seed, a follow-up record leaves the customer's `last_follow_at` alone:
 * the public-sea rule (`./dailyRules.ts`) still moves the customers nobody followed up.
 */
import type { DemoDb } from './db';
import { dueOn, fraction, PACE_DAYS, timesSoFar } from './demoActivity';
import { HISTORY_CUSTOMERS } from './histories';
import { buildRecord, dependenciesOf, newSeedRun, randomFor, seeders, startResource } from './seed';
import { DAY_MS, formatDate, parseDateTime, startOfDay, type DemoRecord } from './seeding';
import { followFields, NON_MEETING_METHODS } from './seeds/worker-user';

/** The clue customers (type 1): a new customer comes in as one. */
const CLUE = 1;
const MEETING = 4;
/** Draws of the customer builder before it gives up on a clue (a quarter of its draws are). */
const CLUE_TRIES = 40;

/** What one day's activity added. */
export interface DayActivity {
  customers: number[];
  followUps: number[];
}

/** Per worker, how many of the records of the `PACE_DAYS` days before `day` are its own. */
function recentByWorker(records: readonly DemoRecord[], day: Date, keep: (r: DemoRecord) => boolean) {
  const from = formatDate(new Date(day.getTime() - PACE_DAYS * DAY_MS));
  const to = formatDate(day);
  const counts = new Map<number, number>();
  for (const r of records) {
    const at = typeof r.created_at === 'string' ? r.created_at.slice(0, 10) : '';
    if (typeof r.worker_id !== 'number' || at < from || at >= to || !keep(r)) continue;
    counts.set(r.worker_id, (counts.get(r.worker_id) ?? 0) + 1);
  }
  return counts;
}

const isRemoved = (c: DemoRecord) => typeof c.removed_at === 'string' && c.removed_at !== '';

/** A day's number: the seed of its draws. */
const dayNumber = (day: Date) => Math.round(day.getTime() / DAY_MS);

/**
 * A new clue customer of `worker`, built by the seed's customer builder as the seed day `day` with
 * the worker as its only matchmaker; undefined when the builder draws no clue.
 */
function newClue(
  db: DemoDb,
  worker: DemoRecord,
  day: Date,
  seed: number,
): Record<string, unknown> | undefined {
  const def = db.resources.find((r) => r.name === 'customer');
  const seeder = seeders.customer;
  if (!def || !seeder) return undefined;
  const run = newSeedRun({ now: day, seed });
  for (const dep of dependenciesOf(def, seeder)) run.collections[dep] = [...db.list(dep)];
  run.memo.set('customer.matchmakers', [worker]);
  const resource = startResource(run, def, seeder, 1);
  const index = db.list('customer').reduce((max, c) => Math.max(max, c.id), 0);
  for (let i = 0; i < CLUE_TRIES; i++) {
    const { id: _id, ...built } = buildRecord(resource, index, formatDate(day));
    if (built.customer_type === CLUE && built.worker_id === worker.id) return built;
  }
  return undefined;
}

/**
 * Writes the activity of the demo's today (`now`, the clock just moved there): each worker's new
 * clue customers, then its follow-ups and meetings, at the pace of its last four weeks.
 */
export function applyActivity(db: DemoDb, now: Date): DayActivity {
  const day = startOfDay(now);
  const seed = dayNumber(day);
  const out: DayActivity = { customers: [], followUps: [] };
  const customers = db.list('customer');
  const follows = db.list('worker-user');
  const paces = {
    // Every new customer a worker took counts, whatever it became since: each comes in as a clue.
    customers: recentByWorker(customers, day, () => true),
    others: recentByWorker(follows, day, (r) => r.method !== MEETING),
    meetings: recentByWorker(follows, day, (r) => r.method === MEETING),
  };
  const workers = db.list('worker').filter((w) => w.status === 1);
  const jitter = (k: number, worker: DemoRecord) => fraction(seed * 7 + k + Number(worker.id) * 104_729);

  const clues: { worker: DemoRecord; values: Record<string, unknown> }[] = [];
  for (const worker of workers) {
    const due = dueOn(day, paces.customers.get(worker.id) ?? 0, jitter(0, worker));
    for (let k = 0; k < due; k++) {
      const values = newClue(db, worker, day, seed * 1_000 + Number(worker.id) * 10 + k);
      if (values) clues.push({ worker, values });
    }
  }
  const clueTimes = timesSoFar(now, clues.length, (i) => fraction(seed + i));
  clues.forEach(({ worker, values }, i) => {
    // A new clue has not been followed up yet: the clue counter counts it until someone does.
    const record = { ...values, created_at: clueTimes[i], last_follow_at: undefined };
    out.customers.push(db.create('customer', record, String(worker.name ?? '')).id);
  });

  const random = randomFor('worker-user', seed, day);
  const own = new Map<number, DemoRecord[]>();
  for (const c of db.list('customer')) {
    if (typeof c.worker_id !== 'number' || c.id <= HISTORY_CUSTOMERS || isRemoved(c)) continue;
    const list = own.get(c.worker_id);
    if (list) list.push(c);
    else own.set(c.worker_id, [c]);
  }
  const planned: { worker: DemoRecord; meeting: boolean }[] = [];
  for (const worker of workers) {
    if (!own.has(worker.id)) continue;
    const meetings = dueOn(day, paces.meetings.get(worker.id) ?? 0, jitter(1, worker));
    const others = dueOn(day, paces.others.get(worker.id) ?? 0, jitter(2, worker));
    for (let k = 0; k < meetings + others; k++) planned.push({ worker, meeting: k < meetings });
  }
  // The day's records in an order the same for every run, spread over its hours.
  const order = planned.map((p, k) => ({ ...p, key: fraction(seed * 31 + k) })).sort((a, b) => a.key - b.key);
  const times = timesSoFar(now, order.length, (k) => fraction(seed * 17 + k));
  order.forEach(({ worker, meeting }, k) => {
    const created = String(times[k]);
    const customer = random.helpers.arrayElement(own.get(worker.id) ?? []);
    const method = meeting ? MEETING : random.helpers.weightedArrayElement(NON_MEETING_METHODS);
    const record = followFields(random, method, parseDateTime(created), now);
    Object.assign(record, { customer_id: customer.id, worker_id: worker.id, created_at: created });
    out.followUps.push(db.create('worker-user', record, String(worker.name ?? '')).id);
  });
  return out;
}
