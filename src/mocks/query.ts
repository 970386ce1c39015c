/** List queries of the demo API (docs/api-conventions.md): filters, search, sort and paging. */
import type { ResourceDefinition } from '../../resources/core/define';
import type { DemoRecord } from './seeding';
import { candidatePositions } from './listGroups';
import { listIndex, sortRecords, type Column, type SortKey } from './listOrder';
import { keywordTest } from './listSearch';
import type { RecordTest } from './listScopes';
import type { FieldReader } from './sensitive';

/** Largest page the list endpoints serve. */
export const MAX_PER_PAGE = 1000;
const DEFAULT_PER_PAGE = 10;

/** A query-string value, read once in each of the ways a stored value compares with it. */
interface Wanted {
  text: string;
  /** NaN for a blank value: it equals no number. */
  number: number;
  truth: boolean;
}

const wantedOf = (text: string): Wanted => ({
  text,
  number: text.trim() === '' ? NaN : Number(text),
  truth: text === '1' || text.toLowerCase() === 'true',
});

/** Matches one stored value against a query-string value. */
function equals(value: unknown, wanted: Wanted): boolean {
  if (Array.isArray(value)) return value.some((v) => equals(v, wanted));
  if (typeof value === 'boolean') return value === wanted.truth;
  if (typeof value === 'number') return value === wanted.number;
  if (value === undefined || value === null) return false;
  return String(value) === wanted.text;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A bound of `<field>_gte` / `_lte`, read once. */
interface Bound {
  text: string;
  number: number;
  /** `created_at_lte=2024-05-01` includes the whole day: the bound a longer value compares with. */
  dayEnd: string | undefined;
}

const boundOf = (text: string, kind: 'gte' | 'lte'): Bound => ({
  text,
  number: Number(text),
  dayEnd: kind === 'lte' && DATE_ONLY.test(text) ? `${text} 23:59:59` : undefined,
});

function inRange(value: unknown, bound: Bound, kind: 'gte' | 'lte', numeric: boolean): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (numeric) {
    const v = Number(value);
    const b = bound.number;
    if (!Number.isFinite(b)) return true;
    return kind === 'gte' ? v >= b : v <= b;
  }
  const v = String(value);
  const b = bound.dayEnd !== undefined && v.length > bound.text.length ? bound.dayEnd : bound.text;
  return kind === 'gte' ? v >= b : v <= b;
}

/** Above this share of a collection, a list reads every record in a kept order rather than by value. */
const FEW_RECORDS = 1 / 16;

/**
 * The positions a live collection's list reads when one of its equality filters holds few records
 * (the fewest, listGroups.ts); undefined when none does.
 */
function fewPositions(
  equalities: readonly { name: string; wanted: readonly Wanted[] }[],
  column: (name: string) => readonly unknown[],
  revision: number,
  length: number,
): number[] | undefined {
  let best: number[] | undefined;
  for (const { name, wanted } of equalities) {
    const limit = best ? best.length - 1 : length * FEW_RECORDS;
    best = candidatePositions(column(name), revision, wanted, limit) ?? best;
  }
  return best;
}

export interface ListOptions {
  /** Which records the list starts from (its scope, listScopes.ts), reading stored values by `raw`. */
  scope?: (raw: (name: string) => Column) => RecordTest | undefined;
  /**
   * `records` is a store's live collection (`DemoDb.list`) at `revision` (`DemoDb.revision`), read
   * as `view` says (the fields `read` masks): its sorted orders and values are kept (listOrder.ts).
   */
  live?: { revision: number; view: string };
  /**
   * Text fields a latin keyword also finds by their pinyin (a customer's name, listPinyin.ts), once
   * pinyin-pro is loaded (`pinyinReady`).
   */
  pinyin?: readonly string[];
}

/** The search parameter of a resource's lists. */
const searchKeyOf = (def: ResourceDefinition): string => def.api.searchParam ?? 'keyword';

/** A list query's keyword, trimmed and lower-case; undefined when it has none. */
export function keywordOf(def: ResourceDefinition, params: URLSearchParams): string | undefined {
  return params.get(searchKeyOf(def))?.trim().toLowerCase() || undefined;
}

export interface ListResult {
  data: DemoRecord[];
  meta: { total: number; per_page: number; current_page: number };
}

/**
 * Runs a list query (docs/api-conventions.md): paging (per-resource parameter names), `sort`/`order`,
 * the search parameter (`keyword`), `ids=1,2`, `<field>=<value>` (repeatable or comma-separated
 * for a field that is not free text: any of),
 * `<field>_gte`/`<field>_lte`. Unknown parameters are ignored. `page=0` returns every match.
 * Values are read through `read`: a user who may not see a value searches, filters and sorts by
 * what they see (`sensitive.ts`). The records answered are the stored ones.
 */
export function queryList(
  def: ResourceDefinition,
  records: readonly DemoRecord[],
  params: URLSearchParams,
  read: FieldReader = (record, name) => record[name],
  options: ListOptions = {},
): ListResult {
  const pageKey = def.api.paging?.page ?? 'page';
  const perPageKey = def.api.paging?.perPage ?? 'per_page';
  const reserved = new Set([pageKey, perPageKey, searchKeyOf(def), 'sort', 'order', 'ids']);
  const fields = new Map(def.fieldInfo.map((f) => [f.name, f]));
  const isField = (name: string) => name === 'id' || fields.has(name);
  const isNumeric = (name: string) => name === 'id' || fields.get(name)?.kind === 'number';

  // Tests read a field through `value` (as the user reads it) or `raw` (as stored): from the record,
  // or from the values a live collection keeps by position (listOrder.ts).
  const live = options.live && params.get('ids') === null ? options.live : undefined;
  const index = live ? listIndex(records, live.revision) : undefined;
  const view = live?.view ?? '';
  const columnOf = (key: string, read: (r: DemoRecord) => unknown): Column => {
    if (!index) return read;
    const values = index.column(key, read);
    return (_r, i) => values[i];
  };
  // A field the view does not mask is read as stored: its kept values are shared by every view.
  const masked = new Set(view.split(','));
  const keyOf = (name: string) => (masked.has(name) ? `${view}\n${name}` : `\n${name}`);
  const value = (name: string) => columnOf(keyOf(name), (r) => read(r, name));
  const raw = (name: string) => columnOf(`\n${name}`, (r) => r[name]);

  const scope = options.scope?.(raw);
  const tests: RecordTest[] = scope ? [scope] : [];
  // The equality filters, whose kept values group the records (listGroups.ts).
  const equalities: { name: string; wanted: Wanted[] }[] = [];
  const ids = params.get('ids');
  if (ids !== null) {
    const set = new Set(
      ids
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isFinite(n)),
    );
    tests.push((r) => set.has(r.id));
  }
  for (const key of new Set(params.keys())) {
    if (reserved.has(key)) continue;
    // `tag_ids=1,2` (react-admin's arrays, joined): any of them, for every field but free text.
    const split = fields.get(key)?.kind !== 'string';
    const values = params
      .getAll(key)
      .flatMap((v) => (split ? v.split(',') : [v]))
      .filter((v) => v !== '');
    if (values.length === 0) continue;
    if (isField(key)) {
      const of = value(key);
      const wanted = values.map(wantedOf);
      equalities.push({ name: key, wanted });
      tests.push((r, i) => {
        const v = of(r, i);
        return wanted.some((w) => equals(v, w));
      });
      continue;
    }
    const range = /^(.+)_(gte|lte)$/.exec(key);
    if (range && isField(range[1])) {
      const [, name, kind] = range;
      const numeric = isNumeric(name);
      const side = kind as 'gte' | 'lte';
      const of = value(name);
      const bounds = values.map((v) => boundOf(v, side));
      tests.push((r, i) => {
        const v = of(r, i);
        return bounds.every((b) => inRange(v, b, side, numeric));
      });
    }
  }
  const keyword = keywordOf(def, params);
  const kept =
    index && ((key: string, make: (r: DemoRecord) => unknown) => columnOf(`${view}\n${key}`, make));
  if (keyword) tests.push(keywordTest(def, keyword, read, kept, options.pinyin));

  const sortParam = params.get('sort');
  const sortField = sortParam && isField(sortParam) ? sortParam : (def.list?.sort?.field ?? 'id');
  const orderParam = params.get('order')?.toUpperCase();
  const order =
    orderParam === 'ASC' || orderParam === 'DESC' ? orderParam : (def.list?.sort?.order ?? 'DESC');
  const sort: SortKey = { field: sortField, dir: order === 'ASC' ? 1 : -1, read };
  let matched: DemoRecord[];
  const few =
    index && live
      ? fewPositions(
          equalities,
          (name) => index.column(keyOf(name), (r) => read(r, name)),
          live.revision,
          records.length,
        )
      : undefined;
  if (few) {
    // A live collection filtered by a value few records hold (a customer's history): those few are
    // tested, then sorted as its kept order has them (by value, then id, then position).
    const found = few.filter((i) => tests.every((t) => t(records[i], i))).map((i) => records[i]);
    matched = sortRecords(found, sort);
  } else if (index) {
    // A live collection is filtered in its kept order (sorted once per field and direction).
    matched = [];
    const order = index.order(view, sort);
    for (let k = 0; k < order.length; k++) {
      const i = order[k];
      const r = records[i];
      let ok = true;
      for (let t = 0; ok && t < tests.length; t++) ok = tests[t](r, i);
      if (ok) matched.push(r);
    }
  } else {
    // A look-up by ids or a copy: the few records matched are sorted.
    matched = sortRecords(
      records.filter((r, i) => tests.every((t) => t(r, i))),
      sort,
    );
  }

  const total = matched.length;
  const page = Number.parseInt(params.get(pageKey) ?? '1', 10);
  const perPageRaw = Number.parseInt(params.get(perPageKey) ?? '', 10);
  const perPage = Math.min(
    MAX_PER_PAGE,
    Math.max(1, Number.isFinite(perPageRaw) ? perPageRaw : (def.list?.perPage ?? DEFAULT_PER_PAGE)),
  );
  if (Number.isFinite(page) && page <= 0) {
    return { data: matched, meta: { total, per_page: Math.max(total, 1), current_page: 1 } };
  }
  const current = Number.isFinite(page) ? page : 1;
  const data = matched.slice((current - 1) * perPage, current * perPage);
  return { data, meta: { total, per_page: perPage, current_page: current } };
}
