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

/** `area_code=<code>`: only the customers whose area lies in it (an unknown code: none). */
export function areaScope(records: readonly DemoRecord[], params: URLSearchParams): readonly DemoRecord[] {
  const code = params.get('area_code')?.trim();
  if (!code) return records;
  const prefix = areaPrefix(code);
  if (prefix === undefined) return [];
  return records.filter((r) => typeof r.area === 'string' && r.area.startsWith(prefix));
}
