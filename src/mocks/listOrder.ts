/**
 * The order of a list query (query.ts): by one field, missing values last, then by id. A store's
 * live collection also keeps its sorted orders (one per field, direction and way of reading) and
 * the values of the fields its lists filter by, one array per field: a list of 50,000 customers then
 * filters arrays in a kept order rather than reading 50,000 records and sorting its matches on every
 * page, and a write updates what is kept for the records it changed only (issue 44).
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

/** A kept value of every record, by position, and how it is read. */
interface KeptColumn {
  values: unknown[];
  read: (record: DemoRecord) => unknown;
}

/** A kept order: positions sorted by the values of column `keys`, then by id, then by position. */
interface KeptOrder {
  positions: Int32Array;
  keys: string;
  dir: 1 | -1;
}

/** What a live collection keeps at one revision. */
interface Kept {
  revision: number;
  /** The records at that revision: a write replaces a record's object (db.ts), so a change shows. */
  seen: DemoRecord[];
  columns: Map<string, KeptColumn>;
  orders: Map<string, KeptOrder>;
}

const kept = new WeakMap<readonly DemoRecord[], Kept>();

/**
 * Past this many records changed since the last list, the kept values and orders are dropped and
 * read again as the lists ask for them (an import, another tab's many changes).
 */
const MAX_KEPT_CHANGES = 256;

/** The kept values and orders of a live collection at a revision. */
export interface ListIndex {
  /** Every record's value read by `read`, by position, kept under `key`. */
  column(key: string, read: (record: DemoRecord) => unknown): readonly unknown[];
  /** The positions of the records in the order of `sort`, kept under `view` (how `sort.read` reads). */
  order(view: string, sort: SortKey): Int32Array;
}

/**
 * The positions whose record changed from `seen` to `records` (in increasing order), when the
 * collection only had records replaced (same id, another object) or added at its end; undefined
 * when records were removed or moved, or too many changed.
 */
function changedPositions(seen: readonly DemoRecord[], records: readonly DemoRecord[]): number[] | undefined {
  if (records.length < seen.length || records.length - seen.length > MAX_KEPT_CHANGES) return undefined;
  const changed: number[] = [];
  for (let i = 0; i < seen.length; i++) {
    if (records[i] === seen[i]) continue;
    if (records[i].id !== seen[i].id || changed.length === MAX_KEPT_CHANGES) return undefined;
    changed.push(i);
  }
  for (let i = seen.length; i < records.length; i++) changed.push(i);
  return changed.length > MAX_KEPT_CHANGES ? undefined : changed;
}

/** How two positions compare in a kept order, given its columns. */
function positionOrder(keys: readonly unknown[], ids: readonly unknown[], dir: 1 | -1) {
  return (a: number, b: number) =>
    compareBy(dir, keys[a], keys[b], ids[a] as number, ids[b] as number) || a - b;
}

/**
 * A kept order after the records at `changed` changed (their columns already read again): the
 * others keep their order, and each changed one is put back where its values place it, as a full
 * sort would (the order is total: by value, id, then position).
 */
function reorder(
  positions: Int32Array,
  changed: readonly number[],
  length: number,
  before: (a: number, b: number) => number,
): Int32Array {
  const out = new Int32Array(length);
  const moved = new Uint8Array(length);
  for (const p of changed) moved[p] = 1;
  let n = 0;
  for (let k = 0; k < positions.length; k++) if (!moved[positions[k]]) out[n++] = positions[k];
  for (const p of changed) {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(out[mid], p) < 0) lo = mid + 1;
      else hi = mid;
    }
    out.copyWithin(lo + 1, lo, n);
    out[lo] = p;
    n++;
  }
  return out;
}

/**
 * Brings what a collection keeps to its new state record by record: the values of the records
 * changed are read again and those records put back in each order, so a write costs a list a few
 * hundred microseconds rather than reading and sorting 50,000 records again. Answers whether it
 * could (else the kept values are dropped).
 */
function follow(state: Kept, records: readonly DemoRecord[]): boolean {
  const changed = changedPositions(state.seen, records);
  if (!changed) return false;
  if (changed.length > 0) {
    for (const { values, read } of state.columns.values())
      for (const p of changed) values[p] = read(records[p]);
    const ids = state.columns.get(ID)?.values ?? [];
    for (const order of state.orders.values()) {
      const keys = state.columns.get(order.keys)?.values ?? [];
      order.positions = reorder(
        order.positions,
        changed,
        records.length,
        positionOrder(keys, ids, order.dir),
      );
    }
  }
  state.seen = records.slice();
  return true;
}

/** The kept column of record ids. */
const ID = '\nid';

/**
 * What a live collection (`DemoDb.list`) keeps while its revision (`DemoDb.revision`) is the same.
 * Every write of the store replaces or adds a record and changes the revision: the next list
 * brings the kept values and orders to the collection's new state (`follow`), or reads them again.
 */
export function listIndex(records: readonly DemoRecord[], revision: number): ListIndex {
  let state = kept.get(records);
  if (state && (state.revision !== revision || state.seen.length !== records.length)) {
    if (follow(state, records)) state.revision = revision;
    else state = undefined;
  }
  if (!state) {
    state = { revision, seen: records.slice(), columns: new Map(), orders: new Map() };
    kept.set(records, state);
  }
  const { columns, orders } = state;
  const column = (key: string, read: (record: DemoRecord) => unknown): readonly unknown[] => {
    let entry = columns.get(key);
    if (!entry) {
      entry = { values: records.map(read), read };
      columns.set(key, entry);
    }
    return entry.values;
  };
  return {
    column,
    order(view, sort) {
      const name = `${view}\n${sort.dir}\n${sort.field}`;
      let entry = orders.get(name);
      if (!entry) {
        const keysName = `${view}\n${sort.field}`;
        const before = positionOrder(
          column(keysName, (r) => sort.read(r, sort.field)),
          column(ID, (r) => r.id),
          sort.dir,
        );
        const positions = Int32Array.from(records.keys());
        positions.sort(before);
        entry = { positions, keys: keysName, dir: sort.dir };
        orders.set(name, entry);
      }
      return entry.positions;
    },
  };
}
