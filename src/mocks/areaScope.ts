/** The customer list's area filter in the demo API: `area_code` selects the customers of an area. */
import { AREAS } from './seeds/area';
import type { DemoRecord } from './db';

/**
 * The text a customer's `area` starts with when it lies in an area: its names from the province
 * down (`广东省深圳市`), a municipality's name once (`上海市`, not `上海市上海市`).
 */
export function areaPrefix(code: string): string | undefined {
  const names: string[] = [];
  let current: string | undefined = code;
  while (current) {
    const row = AREAS.find((a) => a[0] === current);
    if (!row) return undefined;
    if (names[0] !== row[1]) names.unshift(row[1]);
    current = row[2];
  }
  return names.join('');
}

/** The path of codes down to `code`, province first; undefined for an unknown code. */
function pathTo(code: string): string[] | undefined {
  const path: string[] = [];
  let current: string | undefined = code;
  while (current) {
    const row = AREAS.find((a) => a[0] === current);
    if (!row) return undefined;
    path.unshift(row[0]);
    current = row[2];
  }
  return path;
}

const codesByText = new Map<string, readonly string[]>();

/** The codes of an area's full text (`上海市浦东新区` → `310000, 310100, 310115`); `[]` when unknown. */
export function areaCodesOf(text: string): readonly string[] {
  let codes = codesByText.get(text);
  if (!codes) {
    const leaf = AREAS.filter((a) => areaPrefix(a[0]) === text).at(-1);
    codes = leaf ? (pathTo(leaf[0]) ?? []) : [];
    codesByText.set(text, codes);
  }
  return codes;
}

/**
 * A customer's `area` from the codes chosen in the cascader: their names, or undefined when the
 * codes are not a path of the area list (each one a child of the one before).
 */
export function areaOfCodes(codes: readonly unknown[]): string | undefined {
  const last = codes.at(-1);
  if (typeof last !== 'string') return undefined;
  const path = pathTo(last);
  const same = path && path.length === codes.length && path.every((code, i) => code === codes[i]);
  return same ? areaPrefix(last) : undefined;
}

/**
 * `area_code=<code>`: only the customers whose area lies in it (an unknown code: none): by the
 * codes stored with the customer, else by the text of its area. Undefined without `area_code`.
 */
export function areaTest(params: URLSearchParams): ((record: DemoRecord) => boolean) | undefined {
  const code = params.get('area_code')?.trim();
  if (!code) return undefined;
  const prefix = areaPrefix(code);
  if (prefix === undefined) return () => false;
  return (r) =>
    Array.isArray(r.area_codes) && r.area_codes.length > 0
      ? r.area_codes.includes(code)
      : typeof r.area === 'string' && r.area.startsWith(prefix);
}

/** The customers of the `area_code` of a query (`areaTest`). */
export function areaScope(records: readonly DemoRecord[], params: URLSearchParams): readonly DemoRecord[] {
  const test = areaTest(params);
  return test ? records.filter(test) : records;
}
