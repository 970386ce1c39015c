/**
 * `GET <resource>/export`: every record matching the list's filters, search and sort (`ids=` for a
 * selection) as a CSV file, never capped, values masked as in the list answers, cells guarded
 * against spreadsheet formulas.
 */
import Papa from 'papaparse';
import type { ResourceDefinition } from '../../resources/core/define';
import { queryList } from './query';
import type { DemoRecord } from './seeding';
import { present, readerFor } from './sensitive';

/**
 * A text cell starting with one of these is prefixed with `'`, so a spreadsheet shows it as text
 * rather than running it (OWASP "CSV injection"). Numbers and booleans are left as they are.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Byte-order mark: spreadsheets then read the file as UTF-8 (Chinese names). */
const BOM = '\uFEFF';

/** The header that gives the number of rows (the client can check it got everything). */
export const EXPORT_COUNT_HEADER = 'x-total-count';

/** A stored value as one spreadsheet cell (arrays joined, objects as JSON); also the xlsx export's. */
export function cell(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : v)).join(',');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return value;
}

/** The CSV text of records: a header row of field names, then one row per record. */
export function toCsv(def: ResourceDefinition, records: readonly DemoRecord[]): string {
  const fields = def.fieldInfo.map((f) => f.name);
  const rows = records.map((r) => fields.map((name) => cell(r[name])));
  return BOM + Papa.unparse({ fields, data: rows }, { escapeFormulae: FORMULA_START, newline: '\r\n' });
}

function stamp(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
}

/** The export answer of a list query for a user: the whole match, as that user may see it. */
export function exportResponse(
  def: ResourceDefinition,
  records: readonly DemoRecord[],
  search: URLSearchParams,
  permissions: ReadonlySet<string>,
  now: Date = new Date(),
): Response {
  const params = new URLSearchParams(search);
  params.set(def.api.paging?.page ?? 'page', '0');
  const { data } = queryList(def, records, params, readerFor(def, permissions));
  const csv = toCsv(
    def,
    data.map((r) => present(def, r, permissions)),
  );
  const name = `${def.name}-${stamp(now)}.csv`;
  return new Response(csv, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      [EXPORT_COUNT_HEADER]: String(data.length),
    },
  });
}
