/**
 * The positions of a live collection's records grouped by the value of a kept column (listOrder.ts),
 * for the lists filtered by one value: the customer detail's tabs ask a history of 180,000
 * follow-ups for one customer's few (`customer_id=`), which then reads those few rather than every
 * record in a sorted order (issue 44). The groups follow the column: on a new revision the values
 * that changed move to their new group, records added join theirs.
 */

/** A query-string value as an equality filter compares it (query.ts). */
export interface WantedValue {
  text: string;
  /** NaN for a blank value: it equals no number. */
  number: number;
}

/** The group of the records whose value is neither a number nor a text (lists, yes/no): always read. */
const OTHERS = Symbol('others');
/** The end of a group. */
const END = -1;

/**
 * The positions of a column's records by value, and the values they were grouped by: each group is
 * a chain through `next` from its first position, in `byId` for a small whole number (an id: read
 * by index), else in `heads`. No array per group: 180,000 records are grouped in a few
 * milliseconds, and a record moves by relinking it.
 */
interface Groups {
  revision: number;
  seen: unknown[];
  byId: Int32Array;
  heads: Map<unknown, number>;
  next: Int32Array;
}

/** Whole numbers below this are grouped by index (`byId`). */
const MAX_ID = 1 << 20;
const isId = (key: unknown): key is number =>
  typeof key === 'number' && Number.isInteger(key) && key >= 0 && key < MAX_ID;

/** An array of `length` ends holding `from`'s values first. */
function grown(from: Int32Array, length: number): Int32Array {
  const next = new Int32Array(Math.max(length, from.length * 2)).fill(END);
  next.set(from);
  return next;
}

const headOf = (groups: Groups, key: unknown): number =>
  isId(key) ? (key < groups.byId.length ? groups.byId[key] : END) : (groups.heads.get(key) ?? END);

function setHead(groups: Groups, key: unknown, position: number): void {
  if (!isId(key)) {
    if (position === END) groups.heads.delete(key);
    else groups.heads.set(key, position);
    return;
  }
  if (key >= groups.byId.length) groups.byId = grown(groups.byId, key + 1);
  groups.byId[key] = position;
}

const kept = new WeakMap<readonly unknown[], Groups>();

/** The group of a value: numbers and texts by value; a missing value or NaN, which equals nothing, none. */
function keyOf(value: unknown): unknown {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? undefined : OTHERS;
}

function link(groups: Groups, position: number, value: unknown): void {
  const key = keyOf(value);
  if (key === undefined) return;
  if (position >= groups.next.length) groups.next = grown(groups.next, position + 1);
  groups.next[position] = headOf(groups, key);
  setHead(groups, key, position);
}

function unlink(groups: Groups, position: number, value: unknown): void {
  const key = keyOf(value);
  const head = key === undefined ? END : headOf(groups, key);
  const { next } = groups;
  if (head === position) {
    setHead(groups, key, next[position]);
    return;
  }
  for (let p = head; p !== END && next[p] !== END; p = next[p]) {
    if (next[p] === position) {
      next[p] = next[position];
      return;
    }
  }
}

function grouped(values: readonly unknown[], revision: number): Groups {
  const groups: Groups = {
    revision,
    seen: values.slice(),
    byId: new Int32Array(0),
    heads: new Map(),
    next: new Int32Array(values.length),
  };
  for (let i = 0; i < values.length; i++) link(groups, i, values[i]);
  return groups;
}

/** Moves the records whose value changed since the groups were made, and adds the new ones. */
function follow(groups: Groups, values: readonly unknown[]): void {
  const { seen } = groups;
  for (let i = 0; i < seen.length; i++) {
    if (Object.is(values[i], seen[i])) continue;
    unlink(groups, i, seen[i]);
    link(groups, i, values[i]);
    seen[i] = values[i];
  }
  for (let i = seen.length; i < values.length; i++) {
    link(groups, i, values[i]);
    seen.push(values[i]);
  }
}

/**
 * The positions (in increasing order) of the records whose kept value may equal one of `wanted`
 * (query.ts's `equals`: a number by its number, a text by its text, a list or yes/no always), given
 * the column's values at `revision`; undefined when more than `limit` records would be read, as the
 * whole collection is then better read in its kept order. The list still tests each of them.
 */
export function candidatePositions(
  values: readonly unknown[],
  revision: number,
  wanted: readonly WantedValue[],
  limit: number,
): number[] | undefined {
  let groups = kept.get(values);
  if (groups && values.length < groups.seen.length) groups = undefined;
  if (!groups) {
    groups = grouped(values, revision);
    kept.set(values, groups);
  } else if (groups.revision !== revision || values.length !== groups.seen.length) {
    follow(groups, values);
    groups.revision = revision;
  }
  const keys = new Set<unknown>([OTHERS]);
  for (const w of wanted) {
    if (!Number.isNaN(w.number)) keys.add(w.number);
    keys.add(w.text);
  }
  const positions: number[] = [];
  for (const key of keys) {
    for (let p = headOf(groups, key); p !== END; p = groups.next[p]) {
      if (positions.length + 1 > limit) return undefined;
      positions.push(p);
    }
  }
  return positions.sort((a, b) => a - b);
}
