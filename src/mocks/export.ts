/**
 * `GET <resource>/export`: every record matching the list's filters, search and sort (`ids=` for a
 * selection) as a CSV file, never capped, in the request's language: the columns of `fields=` (else
 * the list's), labelled, values as a person reads them and masked as in the list answers
 * (exportColumns.ts, shared with the customer workbook), cells guarded against formulas.
 */
import type { ResourceDefinition } from '../../resources/core/define';
import { hooksOf } from './crudHooks';
import type { DemoDb } from './db';
import { exportColumns, FIELDS_PARAM } from './exportColumns';
import type { DemoIdentity } from './identity';
import type { Lang } from './messages';
import { pinyinReady } from './listPinyin';
import { keywordOf, queryList } from './query';
import type { DemoRecord } from './seeding';
import { readerFor } from './sensitive';

export { FORMULA_START } from './exportColumns';

/** Byte-order mark: spreadsheets then read the file as UTF-8 (Chinese names). */
const BOM = '\uFEFF';

/** The header that gives the number of rows (the client can check it got everything). */
export const EXPORT_COUNT_HEADER = 'x-total-count';

function stamp(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
}

/**
 * The records of an export query for a user: the whole match of the list's filters, search and
 * sort (no paging), read as that user may see them; a latin keyword finds names by their pinyin
 * as the list does.
 */
export async function exportedRecords(
  def: ResourceDefinition,
  records: readonly DemoRecord[],
  search: URLSearchParams,
  permissions: ReadonlySet<string>,
): Promise<DemoRecord[]> {
  const params = new URLSearchParams(search);
  params.set(def.api.paging?.page ?? 'page', '0');
  params.delete(FIELDS_PARAM);
  const pinyin = hooksOf(def.name).pinyin;
  await pinyinReady(pinyin, keywordOf(def, params));
  return queryList(def, records, params, readerFor(def, permissions), { pinyin }).data;
}

/** The export answer of a list query for a user: the whole match, as that user may see it. */
export async function exportResponse(
  db: DemoDb,
  def: ResourceDefinition,
  records: readonly DemoRecord[],
  search: URLSearchParams,
  me: DemoIdentity,
  lang: Lang,
  now: Date = new Date(),
): Promise<Response> {
  const data = await exportedRecords(def, records, search, me.permissions);
  const columns = await exportColumns(db, def, search, lang, me.permissions);
  // papaparse loads with the first export, not with the demo API (issue 8).
  const { default: Papa } = await import('papaparse');
  const csv =
    BOM + Papa.unparse({ fields: columns.header, data: data.map(columns.row) }, { newline: '\r\n' });
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
