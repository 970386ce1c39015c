/**
 * The order of a list query (query.ts): by one field, missing values last, then by id. A store's
 * live collection also keeps, while it is unchanged (its revision, db.ts), its sorted orders (one per
 * field, direction and way of reading) and the values of the fields its lists filter by, one array
 * per field: a list of 50,000 customers then filters arrays in a kept order rather than reading
 * 50,000 records and sorting its matches on every page (issue 44).
 */
import type { DemoRecord } from './seeding';
import type { FieldReader } from './sensitive';

/** What a list is sorted by: a field as the user reads it, 1 ascending or -1 descending. */
export interface SortKey {
  field: string;
  dir: 1 | -1;
  read: FieldReader;
}

/** A field's value of a record, given the record and its position in the collection. */
export type Column = (record: DemoRecord, index: number) => unknown;

export function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** The order of `sort` between two records, given their sort values and ids. */
function compareBy(dir: 1 | -1, ka: unknown, kb: unknown, ida: number, idb: number): number {
  const aMissing = ka === undefined || ka === null;
  const bMissing = kb === undefined || kb === null;
  if (aMissing !== bMissing) return aMissing ? 1 : -1; // missing values last
  const c = aMissing ? 0 : compare(ka, kb);
  return c !== 0 ? dir * c : dir * (ida - idb);
}

/** The records sorted (a new array), each sort value read once rather than per comparison. */
export function sortRecords(records: readonly DemoRecord[], sort: SortKey): DemoRecord[] {
  const entries = records.map((record) => ({ record, key: sort.read(record, sort.field) }));
  entries.sort((a, b) => compareBy(sort.dir, a.key, b.key, a.record.id, b.record.id));
  return entries.map((e) => e.record);
}

/** What a live collection keeps at one revision. */
interface Kept {
  revision: number;
  length: number;
  columns: Map<string, readonly unknown[]>;
  orders: Map<string, Int32Array>;
}

const kept = new WeakMap<readonly DemoRecord[], Kept>();

/** The kept values and orders of a live collection at a revision. */
export interface ListIndex {
  /** Every record's value read by `read`, by position, kept under `key`. */
  column(key: string, read: (record: DemoRecord) => unknown): readonly unknown[];
  /** The positions of the records in the order of `sort`, kept under `view` (how `sort.read` reads). */
  order(view: string, sort: SortKey): Int32Array;
}

/**
 * What a live collection (`DemoDb.list`) keeps while its revision (`DemoDb.revision`) is the same:
 * every write of the store replaces or adds a record and changes the revision, so nothing kept is
 * of another state of the collection.
 */
export function listIndex(records: readonly DemoRecord[], revision: number): ListIndex {
  let state = kept.get(records);
  if (!state || state.revision !== revision || state.length !== records.length) {
    state = { revision, length: records.length, columns: new Map(), orders: new Map() };
    kept.set(records, state);
  }
  const { columns, orders } = state;
  const column = (key: string, read: (record: DemoRecord) => unknown): readonly unknown[] => {
    let values = columns.get(key);
    if (!values) {
      values = records.map(read);
      columns.set(key, values);
    }
    return values;
  };
  return {
    column,
    order(view, sort) {
      const name = `${view}\n${sort.dir}\n${sort.field}`;
      let order = orders.get(name);
      if (!order) {
        const keys = column(`${view}\n${sort.field}`, (r) => sort.read(r, sort.field));
        const ids = column('\nid', (r) => r.id) as readonly number[];
        order = Int32Array.from(records.keys());
        order.sort((a, b) => compareBy(sort.dir, keys[a], keys[b], ids[a], ids[b]));
        orders.set(name, order);
      }
      return order;
    },
  };
}
