/** List queries of the demo API (docs/api-conventions.md): filters, search, sort and paging. */
import type { ResourceDefinition } from '../../resources/core/define';
import type { DemoRecord } from './seeding';
import type { FieldReader } from './sensitive';

/** Largest page the list endpoints serve. */
export const MAX_PER_PAGE = 1000;
const DEFAULT_PER_PAGE = 10;

/** Matches one stored value against a query-string value. */
function equals(value: unknown, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((v) => equals(v, wanted));
  if (typeof value === 'boolean') return value === (wanted === '1' || wanted.toLowerCase() === 'true');
  if (typeof value === 'number') return wanted.trim() !== '' && value === Number(wanted);
  if (value === undefined || value === null) return false;
  return String(value) === wanted;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function inRange(value: unknown, bound: string, kind: 'gte' | 'lte', numeric: boolean): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (numeric) {
    const v = Number(value);
    const b = Number(bound);
    if (!Number.isFinite(b)) return true;
    return kind === 'gte' ? v >= b : v <= b;
  }
  const v = String(value);
  // `created_at_lte=2024-05-01` includes the whole day.
  const b = kind === 'lte' && DATE_ONLY.test(bound) && v.length > bound.length ? `${bound} 23:59:59` : bound;
  return kind === 'gte' ? v >= b : v <= b;
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
): ListResult {
  const pageKey = def.api.paging?.page ?? 'page';
  const perPageKey = def.api.paging?.perPage ?? 'per_page';
  const searchKey = def.api.searchParam ?? 'keyword';
  const reserved = new Set([pageKey, perPageKey, searchKey, 'sort', 'order', 'ids']);
  const fields = new Map(def.fieldInfo.map((f) => [f.name, f]));
  const isField = (name: string) => name === 'id' || fields.has(name);
  const isNumeric = (name: string) => name === 'id' || fields.get(name)?.kind === 'number';

  const tests: ((r: DemoRecord) => boolean)[] = [];
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
      tests.push((r) => values.some((v) => equals(read(r, key), v)));
      continue;
    }
    const range = /^(.+)_(gte|lte)$/.exec(key);
    if (range && isField(range[1])) {
      const [, name, kind] = range;
      const numeric = isNumeric(name);
      tests.push((r) => values.every((v) => inRange(read(r, name), v, kind as 'gte' | 'lte', numeric)));
    }
  }
  const keyword = params.get(searchKey)?.trim().toLowerCase();
  if (keyword) {
    const searchable = def.fieldInfo
      .filter((f) => f.kind === 'string' && f.widget !== 'image' && f.widget !== 'password')
      .map((f) => f.name);
    tests.push((r) =>
      searchable.some((name) => {
        const v = read(r, name);
        return typeof v === 'string' && v.toLowerCase().includes(keyword);
      }),
    );
  }

  const matched = records.filter((r) => tests.every((t) => t(r)));

  const sortParam = params.get('sort');
  const sortField = sortParam && isField(sortParam) ? sortParam : (def.list?.sort?.field ?? 'id');
  const orderParam = params.get('order')?.toUpperCase();
  const order =
    orderParam === 'ASC' || orderParam === 'DESC' ? orderParam : (def.list?.sort?.order ?? 'DESC');
  const dir = order === 'ASC' ? 1 : -1;
  matched.sort((a, b) => {
    const va = read(a, sortField);
    const vb = read(b, sortField);
    const aMissing = va === undefined || va === null;
    const bMissing = vb === undefined || vb === null;
    if (aMissing !== bMissing) return aMissing ? 1 : -1; // missing values last
    const c = aMissing ? 0 : compare(va, vb);
    return c !== 0 ? dir * c : dir * (a.id - b.id);
  });

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
