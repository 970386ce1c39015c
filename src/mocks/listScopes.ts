/** What a list query of the demo API answers beyond the generic filters, as the server decides it. */
import { areaTest } from './areaScope';
import type { DemoRecord } from './db';
import type { DemoIdentity } from './identity';
import type { Column } from './listOrder';

/** Whether a record (at `index` of its collection) is in a list. */
export type RecordTest = (record: DemoRecord, index: number) => boolean;
/** How a scope reads a stored value: from the record, or from the values a list keeps (query.ts). */
export type RawColumn = (name: string) => Column;

const fromRecord: RawColumn = (name) => (record) => record[name];

/**
 * Which records a list (or its export) starts from, given its query and its caller; undefined when
 * it starts from every record. A test rather than a filtered copy, so a list of a large collection
 * can filter its kept sorted order (query.ts).
 */
type ListScope = (params: URLSearchParams, me: DemoIdentity, raw: RawColumn) => RecordTest | undefined;

/** Customer list types holding the caller's own customers: 0 my customers, 3 my allocated. */
const OWN_TYPES: ReadonlySet<number> = new Set([0, 3]);

/**
 * The customer life-cycle lists (spec §2): `type` 0 my customers, 1 clue, 2 public sea, 3 my
 * allocated, 4 plan expiry selects the customers of that `customer_type`; the "my" lists hold only
 * the caller's customers (its worker's), except for an administrator. Without `type`: every customer.
 */
const customerScope: ListScope = (params, me, raw) => {
  const tests = [binTest(params, raw), areaOf(params, raw)];
  const rawType = params.get('type');
  if (rawType !== null && rawType.trim() !== '') {
    const type = Number(rawType);
    const ownOnly = OWN_TYPES.has(type) && me.is_admin !== 1;
    const worker = me.session.worker_id;
    const customerType = raw('customer_type');
    const workerId = raw('worker_id');
    tests.push((r, i) => customerType(r, i) === type && (!ownOnly || workerId(r, i) === worker));
  }
  const all = tests.filter((t) => t !== undefined);
  return all.length === 0 ? undefined : (r, i) => all.every((t) => t(r, i));
};

/**
 * The bin (issue 10): a customer removed into it (`removed_at` set) is in no list but the bin's,
 * `removed=1`; `ids=` look-ups (references, the detail page's list calls) still find it.
 */
function binTest(params: URLSearchParams, raw: RawColumn): RecordTest | undefined {
  if (params.has('ids')) return undefined;
  const bin = params.get('removed') === '1';
  const removedAt = raw('removed_at');
  return (r, i) => {
    const at = removedAt(r, i);
    return (typeof at === 'string' && at !== '') === bin;
  };
}

/** `area_code=` (areaScope.ts), reading the area's codes and text through `raw`. */
function areaOf(params: URLSearchParams, raw: RawColumn): RecordTest | undefined {
  const test = areaTest(params);
  if (!test) return undefined;
  const codes = raw('area_codes');
  const area = raw('area');
  return (r, i) => test({ id: r.id, area_codes: codes(r, i), area: area(r, i) });
}

const LIST_SCOPES: Readonly<Record<string, ListScope>> = { customer: customerScope };

/** Which records a list query of a resource starts from (undefined: all of them). */
export function scopeTest(
  resource: string,
  params: URLSearchParams,
  me: DemoIdentity,
  raw: RawColumn = fromRecord,
): RecordTest | undefined {
  return LIST_SCOPES[resource]?.(params, me, raw);
}

/** The records a list query of a resource starts from. */
export function scopeList(
  resource: string,
  records: readonly DemoRecord[],
  params: URLSearchParams,
  me: DemoIdentity,
): readonly DemoRecord[] {
  const test = scopeTest(resource, params, me);
  return test ? records.filter(test) : records;
}
