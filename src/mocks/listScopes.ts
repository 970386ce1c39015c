/** What a list query of the demo API answers beyond the generic filters, as the server decides it. */
import { areaScope } from './areaScope';
import type { DemoRecord } from './db';
import type { DemoIdentity } from './identity';

/** Narrows the records a list (or its export) starts from, given its query and its caller. */
export type ListScope = (
  records: readonly DemoRecord[],
  params: URLSearchParams,
  me: DemoIdentity,
) => readonly DemoRecord[];

/** Customer list types holding the caller's own customers: 0 my customers, 3 my allocated. */
const OWN_TYPES: ReadonlySet<number> = new Set([0, 3]);

/**
 * The customer life-cycle lists (spec §2): `type` 0 my customers, 1 clue, 2 public sea, 3 my
 * allocated, 4 plan expiry selects the customers of that `customer_type`; the "my" lists hold only
 * the caller's customers (its worker's), except for an administrator. Without `type`: every customer.
 */
const customerScope: ListScope = (all, params, me) => {
  const records = areaScope(binScope(all, params), params);
  const raw = params.get('type');
  if (raw === null || raw.trim() === '') return records;
  const type = Number(raw);
  const ownOnly = OWN_TYPES.has(type) && me.is_admin !== 1;
  return records.filter(
    (r) => r.customer_type === type && (!ownOnly || r.worker_id === me.session.worker_id),
  );
};

/**
 * The bin (issue 10): a customer removed into it (`removed_at` set) is in no list but the bin's,
 * `removed=1`; `ids=` look-ups (references, the detail page's list calls) still find it.
 */
function binScope(records: readonly DemoRecord[], params: URLSearchParams): readonly DemoRecord[] {
  if (params.has('ids')) return records;
  const bin = params.get('removed') === '1';
  return records.filter((r) => (typeof r.removed_at === 'string' && r.removed_at !== '') === bin);
}

const LIST_SCOPES: Readonly<Record<string, ListScope>> = { customer: customerScope };

/** The records a list query of a resource starts from. */
export function scopeList(
  resource: string,
  records: readonly DemoRecord[],
  params: URLSearchParams,
  me: DemoIdentity,
): readonly DemoRecord[] {
  const scope = LIST_SCOPES[resource];
  return scope ? scope(records, params, me) : records;
}
