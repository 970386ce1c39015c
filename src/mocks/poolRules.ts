/**
 * What the demo API checks per customer before a pool write (issue 40: claims and allocations are
 * decided by the server): a claim only of a customer still in the public sea, an allocation or
 * change only of a customer the caller may handle, nothing of a customer in the bin but restoring it.
 * A refused single customer is a 409 naming who holds it; a batch applies the allowed customers and
 * reports each refused one (docs/api-conventions.md, "Batch results").
 */
import { HttpResponse } from 'msw';
import type { DemoDb, DemoRecord } from './db';
import type { DemoIdentity } from './identity';
import { text, type Lang, type MessageKey } from './messages';
import { errorResponse } from './responses';

/** The public sea's list type (spec §2). */
export const PUBLIC_SEA = 2;
/** List types holding one worker's own customers: 0 my customers, 3 my allocated (`listScopes.ts`). */
const OWN_TYPES: ReadonlySet<unknown> = new Set([0, 3]);

/** Why a customer was refused, as the answer names it. */
export type RefusalReason = 'claimed' | 'not_in_sea' | 'in_sea' | 'held' | 'in_bin' | 'not_in_bin';

/** What a write requires of each customer, checked in this order. */
export type PoolRule =
  /** Still in the public sea: a claim, an even assignment. */
  | 'inSea'
  /** Not in the public sea: what is there is claimed first. */
  | 'outOfSea'
  /** Not in the bin. */
  | 'live'
  /** In the bin: restoring it. */
  | 'binned'
  /** In a "my" list, the caller's own (an administrator may handle everyone's). */
  | 'own';

interface Refusal {
  reason: RefusalReason;
  holder?: string;
}

const MESSAGE_OF: Readonly<Record<RefusalReason, MessageKey>> = {
  claimed: 'claimedBy',
  not_in_sea: 'notInSea',
  in_sea: 'inSea',
  held: 'heldBy',
  in_bin: 'inBin',
  not_in_bin: 'notInBin',
};

const isRemoved = (c: DemoRecord) => typeof c.removed_at === 'string' && c.removed_at !== '';

/** The name of the worker holding a customer, if any. */
function holderOf(db: DemoDb, customer: DemoRecord): string | undefined {
  const id = customer.worker_id;
  const worker = typeof id === 'number' ? db.get('worker', id) : undefined;
  return typeof worker?.name === 'string' ? worker.name : undefined;
}

function refusalOf(
  db: DemoDb,
  me: DemoIdentity,
  customer: DemoRecord,
  rules: readonly PoolRule[],
): Refusal | undefined {
  const holder = holderOf(db, customer);
  for (const rule of rules) {
    if (rule === 'live' && isRemoved(customer)) return { reason: 'in_bin' };
    if (rule === 'binned' && !isRemoved(customer)) return { reason: 'not_in_bin' };
    if (rule === 'inSea' && isRemoved(customer)) return { reason: 'in_bin' };
    if (rule === 'inSea' && customer.customer_type !== PUBLIC_SEA)
      return holder ? { reason: 'claimed', holder } : { reason: 'not_in_sea' };
    if (rule === 'outOfSea' && customer.customer_type === PUBLIC_SEA) return { reason: 'in_sea' };
    const othersOwn =
      OWN_TYPES.has(customer.customer_type) &&
      customer.worker_id !== undefined &&
      customer.worker_id !== me.session.worker_id;
    if (rule === 'own' && me.is_admin !== 1 && othersOwn) return { reason: 'held', holder: holder ?? '' };
  }
  return undefined;
}

/** One refused customer of a batch answer. */
export interface RefusedRecord {
  id: number;
  reason: RefusalReason;
  text: string;
  holder_name?: string;
}

/** The customers a write may change now, and those it refuses with their reason. */
export interface PoolDecision {
  allowed: DemoRecord[];
  refused: RefusedRecord[];
}

/** Decides each customer of a write by its rules, the texts in the request's language. */
export function decide(
  db: DemoDb,
  me: DemoIdentity,
  lang: Lang,
  customers: readonly DemoRecord[],
  rules: readonly PoolRule[],
): PoolDecision {
  const allowed: DemoRecord[] = [];
  const refused: RefusedRecord[] = [];
  for (const customer of customers) {
    const refusal = refusalOf(db, me, customer, rules);
    if (!refusal) allowed.push(customer);
    else
      refused.push({
        id: customer.id,
        reason: refusal.reason,
        text: text(lang, MESSAGE_OF[refusal.reason], { name: refusal.holder ?? '' }),
        ...(refusal.holder ? { holder_name: refusal.holder } : {}),
      });
  }
  return { allowed, refused };
}

/**
 * The 409 of a write of one customer the server refuses (`{ code: 409, text }`), or `undefined`
 * when it goes ahead (a batch always goes ahead with the allowed customers).
 */
export function refusedSingle(ids: readonly unknown[], decision: PoolDecision): Response | undefined {
  const [only] = decision.refused;
  return ids.length === 1 && only ? errorResponse(409, only.text) : undefined;
}

/** A batch answer: what the write answers, plus `count`, `done` (ids) and `refused` (per record). */
export function batchAnswer(decision: PoolDecision, extra: Record<string, unknown> = {}): Response {
  const done = decision.allowed.map((c) => c.id);
  return HttpResponse.json({ data: { ...extra, count: done.length, done, refused: decision.refused } });
}
