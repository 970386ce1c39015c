/**
 * Realistic histories of the first seeded customers (issue 11, point 5): dozens of follow-ups (a
 * customer known for a few weeks has had a few, issue 42 point 7) with manager remarks, calls with
 * playable recordings, service records, action logs, key records, questionnaire answers,
 * connections and interactions. They are appended once every resource is seeded, from generators
 * of their own, so the records the per-resource seeders make stay as they are.
 */
import { API_PATHS, fillPath } from '../../../dataProvider/paths';
import type { ResourceDefinition } from '../../../resources/core/define';
import { contracts } from './contracts';
import { settleMissedCalls } from '../seeds/worker-call';
import { SeededRandom, type Random } from '../random';
import { DAY_MS, dateBetween, formatDateTime, mobile, parseDateTime, type DemoRecord } from '../seeding';
import {
  ACTION_NOTES,
  CONNECT_REMARKS,
  FOLLOW_NOTES,
  FREE_ANSWERS,
  MESSAGES,
  REMARK_TEXTS,
  SERVICE_NOTES,
} from './texts';

/** The resources the histories add records to (beyond their seeders' counts). */
export const HISTORY_RESOURCES: readonly string[] = [
  'worker-user',
  'worker-user-remark',
  'worker-call',
  'customer-service-record',
  'customer-action-log',
  'customer-key-record',
  'customer-question-answer',
  'customer-connect',
  'customer-interact',
  'contract',
];
/**
 * Customers with a history: ids 1…`HISTORY_CUSTOMERS` (the remark notices point among them) and the
 * newest `HISTORY_CUSTOMERS` (the first rows of every list, sorted newest first, open with a history).
 */
export const HISTORY_CUSTOMERS = 60;
/** A call's recording: the demo API's generated WAV (same origin, as CSP's media-src wants). */
export const recordingUrl = (callId: number): string =>
  fillPath(API_PATHS.demo.recording, { file: `${callId}.wav` });

const SWITCHBOARD = '02154321888';

/** What the histories read and write: the run's collections, seed and reference time. */
export interface HistoryRun {
  readonly now: Date;
  readonly seed: number;
  readonly collections: Record<string, DemoRecord[]>;
}

interface Writer {
  readonly random: Random;
  readonly now: Date;
  /** Adds a record (next id) when it passes the resource's schema. */
  add(resource: string, values: Record<string, unknown>): DemoRecord | undefined;
  records(resource: string): readonly DemoRecord[];
}

function writer(run: HistoryRun, defs: readonly ResourceDefinition[]): Writer {
  const byName = new Map(defs.map((d) => [d.name, d]));
  const nextIds = new Map<string, number>();
  return {
    random: new SeededRandom((run.seed ^ 0x5eed_1151) >>> 0, run.now),
    now: run.now,
    records: (resource) => run.collections[resource] ?? [],
    add(resource, values) {
      const def = byName.get(resource);
      const records = run.collections[resource];
      if (!def || !records) return undefined;
      const id = nextIds.get(resource) ?? records.reduce((max, r) => Math.max(max, r.id), 0) + 1;
      const parsed = def.schema.safeParse({ ...values, id });
      if (!parsed.success) return undefined;
      nextIds.set(resource, id + 1);
      const record = { ...(parsed.data as Record<string, unknown>), id } as DemoRecord;
      records.push(record);
      return record;
    },
  };
}

const at = (w: Writer, from: Date, to: Date) => formatDateTime(dateBetween(w.random, from, to));
const pick = <T>(w: Writer, list: readonly T[]): T => w.random.helpers.arrayElement(list);
const count = (w: Writer, min: number, max: number) => w.random.number.int({ min, max });
const ip = (w: Writer) => `116.228.${count(w, 1, 254)}.${count(w, 1, 254)}`;

/** Creation times of `n` records between `from` and now, oldest first. */
function times(w: Writer, n: number, from: Date): string[] {
  return Array.from({ length: n }, () => at(w, from, w.now)).sort();
}

/** A young customer's history holds one follow-up, and one more for every few days it has been known. */
const DAYS_PER_FOLLOW_UP = 10;

function follows(w: Writer, c: DemoRecord, since: Date, worker: number): DemoRecord[] {
  const known = Math.max(0, w.now.getTime() - since.getTime()) / DAY_MS;
  const n = Math.min(count(w, 18, 42), 1 + Math.floor(known / DAYS_PER_FOLLOW_UP));
  return times(w, n, since).flatMap((created) => {
    const method = w.random.helpers.weightedArrayElement([
      { weight: 45, value: 1 },
      { weight: 30, value: 2 },
      { weight: 10, value: 3 },
      { weight: 10, value: 4 },
      { weight: 5, value: 5 },
    ]);
    const next = new Date(parseDateTime(created).getTime() + count(w, 1, 10) * DAY_MS);
    const record = w.add('worker-user', {
      customer_id: c.id,
      worker_id: worker,
      method,
      intention: pick(w, [1, 2, 2, 3, 3, 4]),
      content: pick(w, FOLLOW_NOTES[method]),
      next_follow_at: w.random.datatype.boolean({ probability: 0.6 }) ? formatDateTime(next) : undefined,
      status: 1,
      created_at: created,
    });
    return record ? [record] : [];
  });
}

function remarks(w: Writer, c: DemoRecord, notes: readonly DemoRecord[]): void {
  if (notes.length === 0) return;
  const n = count(w, 12, 26);
  // Each remark a little after its follow-up; numbered in the order they were written.
  const written = Array.from({ length: n }, () => {
    const note = pick(w, notes);
    const start = parseDateTime(String(note.created_at));
    const end = new Date(Math.min(w.now.getTime(), start.getTime() + 2 * DAY_MS));
    return { note, created: at(w, start, end) };
  }).sort((a, b) => a.created.localeCompare(b.created));
  for (const [i, { note, created }] of written.entries()) {
    w.add('worker-user-remark', {
      customer_id: c.id,
      worker_user_id: note.id,
      content: pick(w, REMARK_TEXTS),
      worker_id: 1,
      // The newest ones are still unread (the remark banner counts them).
      is_read: i >= n - 3 ? 0 : 1,
      created_at: created,
    });
  }
}

function calls(w: Writer, c: DemoRecord, since: Date, worker: number): void {
  const phone = typeof c.phone === 'string' ? c.phone : mobile(w.random);
  for (const created of times(w, count(w, 6, 16), since)) {
    const type = w.random.datatype.boolean({ probability: 0.65 }) ? 0 : 1;
    const state = w.random.datatype.boolean({ probability: 0.75 }) ? 2 : type === 0 ? 4 : 3;
    const answered = state === 2;
    const record = w.add('worker-call', {
      type,
      state,
      status_name: { 2: '已接通', 3: '未接听', 4: '无人接听' }[state],
      from_phone: type === 0 ? SWITCHBOARD : phone,
      to_phone: type === 0 ? phone : SWITCHBOARD,
      customer_id: c.id,
      customer_type: c.customer_type,
      worker_id: worker,
      duration: answered ? count(w, 35, 900) : 0,
      created_at: created,
    });
    // The recording's address needs the call's id.
    if (record && answered) record.record_url = recordingUrl(record.id);
  }
}

function services(w: Writer, c: DemoRecord, since: Date, worker: number, others: readonly DemoRecord[]) {
  for (const created of times(w, count(w, 4, 10), since)) {
    const type = pick(w, [1, 1, 2, 2, 3, 4, 5, 6]);
    const meets = type === 2 || type === 3;
    const meet = new Date(parseDateTime(created).getTime() + count(w, 1, 5) * DAY_MS);
    w.add('customer-service-record', {
      customer_id: c.id,
      target_customer_id: type <= 3 && others.length ? pick(w, others).id : undefined,
      service_type: type,
      content: pick(w, SERVICE_NOTES[type]),
      meet_at: meets ? formatDateTime(meet) : undefined,
      satisfaction: meets ? pick(w, [1, 1, 2, 3]) : undefined,
      worker_id: worker,
      created_at: created,
    });
  }
}

function actionLog(w: Writer, c: DemoRecord, since: Date, worker: number): void {
  const first = formatDateTime(since);
  w.add('customer-action-log', {
    customer_id: c.id,
    action: 'create',
    content: pick(w, ACTION_NOTES.create),
    worker_id: worker,
    ip: ip(w),
    created_at: first,
  });
  for (const created of times(w, count(w, 7, 15), since)) {
    const action = pick(w, [
      'update',
      'update',
      'update',
      'allocate',
      'transfer',
      'view_phone',
      'view_wechat',
      'into_sea',
    ]);
    w.add('customer-action-log', {
      customer_id: c.id,
      action,
      content: pick(w, ACTION_NOTES[action]),
      worker_id: w.random.datatype.boolean({ probability: 0.8 }) ? worker : 1,
      ip: ip(w),
      created_at: created,
    });
  }
}

function keyRecords(w: Writer, c: DemoRecord, since: Date, worker: number): void {
  for (const created of times(w, count(w, 3, 10), since)) {
    w.add('customer-key-record', {
      customer_id: c.id,
      worker_id: w.random.datatype.boolean({ probability: 0.75 }) ? worker : 1,
      type: w.random.datatype.boolean({ probability: 0.65 }) ? 'phone' : 'wechat',
      ip: ip(w),
      created_at: created,
    });
  }
}

function answers(w: Writer, c: DemoRecord, since: Date): void {
  const answersOf = (q: DemoRecord) => w.records('answer').filter((a) => a.question_id === q.id);
  for (const q of w.records('question')) {
    if (w.random.datatype.boolean({ probability: 0.15 })) continue;
    const choices = answersOf(q);
    w.add('customer-question-answer', {
      customer_id: c.id,
      question_id: q.id,
      answer_id: choices.length ? pick(w, choices).id : undefined,
      content: choices.length ? undefined : pick(w, FREE_ANSWERS),
      created_at: at(w, since, w.now),
    });
  }
}

function matches(w: Writer, c: DemoRecord, since: Date, worker: number, others: readonly DemoRecord[]) {
  if (others.length === 0) return;
  for (const created of times(w, count(w, 2, 5), since)) {
    const status = pick(w, [0, 1, 1, 2, 3]);
    const handled = parseDateTime(created).getTime() + count(w, 1, 3) * DAY_MS;
    w.add('customer-connect', {
      customer_id: c.id,
      target_customer_id: pick(w, others).id,
      status,
      worker_id: worker,
      remark: status === 0 ? undefined : pick(w, CONNECT_REMARKS[status]),
      handled_at: status === 0 ? undefined : formatDateTime(new Date(Math.min(handled, w.now.getTime()))),
      created_at: created,
    });
  }
  for (const created of times(w, count(w, 4, 12), since)) {
    const type = pick(w, [1, 1, 1, 2, 2, 3, 4, 5]);
    w.add('customer-interact', {
      customer_id: c.id,
      target_customer_id: pick(w, others).id,
      type,
      content: type === 4 ? pick(w, MESSAGES) : undefined,
      created_at: created,
    });
  }
}

/** Where a customer's history starts: when it was created, at most 400 days ago. */
function sinceOf(w: Writer, c: DemoRecord): Date {
  const created = typeof c.created_at === 'string' ? parseDateTime(c.created_at) : w.now;
  return new Date(Math.max(created.getTime(), w.now.getTime() - 400 * DAY_MS));
}

/**
 * Appends the histories of the first customers to the seeded collections, pausing (`yield`) after
 * each customer so the sliced seed leaves the main thread free.
 */
export function* historySteps(run: HistoryRun, defs: readonly ResourceDefinition[]): Generator<void, void> {
  const w = writer(run, defs);
  const all = w.records('customer');
  const newest = all.reduce((max, c) => Math.max(max, Number(c.id)), 0) - HISTORY_CUSTOMERS;
  const customers = all.filter((c) => c.id <= HISTORY_CUSTOMERS || Number(c.id) > newest);
  // The people a customer meets: the first 200 of the other gender (both, for an unknown one).
  // They depend on the gender only (the customer is never among them), so each list is made once.
  const othersByGender = new Map<unknown, DemoRecord[]>();
  const othersOf = (c: DemoRecord): DemoRecord[] => {
    let others = othersByGender.get(c.gender);
    if (!others) {
      others = [];
      for (const o of all) {
        if (o.gender === c.gender || o.gender === -1) continue;
        others.push(o);
        if (others.length === 200) break;
      }
      othersByGender.set(c.gender, others);
    }
    return others;
  };
  for (const c of customers) {
    const worker = typeof c.worker_id === 'number' ? c.worker_id : 1;
    const since = sinceOf(w, c);
    const others = othersOf(c);
    const notes = follows(w, c, since, worker);
    // The customer's last follow-up is the newest of its notes.
    const last = notes.reduce<string | undefined>(
      (max, n) => (!max || String(n.created_at) > max ? String(n.created_at) : max),
      undefined,
    );
    if (last) c.last_follow_at = last;
    remarks(w, c, notes);
    calls(w, c, since, worker);
    services(w, c, since, worker, others);
    actionLog(w, c, since, worker);
    keyRecords(w, c, since, worker);
    answers(w, c, since);
    matches(w, c, since, worker, others);
    yield;
  }
  // Contracts last: adding them leaves the other histories as they were.
  for (const c of customers)
    contracts(w, c, sinceOf(w, c), typeof c.worker_id === 'number' ? c.worker_id : 1);
  // Call ids grow with time, as the server numbers them (recordings follow their call).
  const callRecords = run.collections['worker-call'];
  if (callRecords) {
    callRecords.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
    callRecords.forEach((r, i) => {
      const recorded = r.record_url === recordingUrl(r.id);
      r.id = i + 1;
      if (recorded) r.record_url = recordingUrl(r.id);
    });
    settleMissedCalls(callRecords, run.now);
  }
}
