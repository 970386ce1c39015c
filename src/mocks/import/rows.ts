/**
 * An uploaded import file read as rows of field values (issue 43): the clean CSV the wizard sends
 * (header = field keys, cells converted) or a raw file whose header has keys or labels in either
 * language (matched with the wizard's `matchHeaders`), each cell converted the wizard's way
 * (`convertRow`: 男 → 1, 2024/3/5 → 2024-03-05, 上海市 or `310000,310100` → area codes, the names
 * resolved against the demo's area table). A file that cannot be imported at all is refused whole.
 */
import type { ResourceDefinition } from '../../../resources/core/define';
import type { ResourceCatalogue } from '../../../i18n/types';
import { resolveAreas, type AreaLookup, type AreaRow } from '../../platform/spreadsheet/areas';
import { convertRow, type ConvertedRow } from '../../platform/spreadsheet/cells';
import { importFieldsOf, type ImportField } from '../../platform/spreadsheet/fields';
import { matchHeaders } from '../../platform/spreadsheet/headers';
import type { DemoDb } from '../db';
import { localeOf } from '../exportColumns';
import type { Lang } from '../messages';
import { kindOf, readRows, type Upload } from '../spreadsheet';
import { MAX_ROWS, say } from './texts';

const ACCEPTED = new Set(['xlsx', 'xls', 'csv']);
/** A cell of area codes or nothing (`310000,310100`). */
const CODES = /^[\d,\s]*$/;

/** The rows of a file, ready to check: the importable fields, and per data row its cells' text. */
export interface ImportSheet {
  fields: readonly ImportField[];
  /** Each column's field (`null`: a column nobody imports). */
  mapping: readonly (ImportField | null)[];
  body: readonly string[][];
  /** Area names of the file resolved to codes (none when the file has no area column). */
  areas: AreaLookup | undefined;
}

/** A lookup of the demo's area table by parent, as the area options answer it level by level. */
function areaLoader(db: DemoDb): (parent?: string) => Promise<readonly AreaRow[]> {
  const byParent = new Map<string, AreaRow[]>();
  for (const a of db.list('area')) {
    if (typeof a.area_code !== 'string' || typeof a.name !== 'string') continue;
    const parent = typeof a.parent_code === 'string' ? a.parent_code : '';
    const row: AreaRow = { area_code: a.area_code, name: a.name, parent_code: parent || null };
    const siblings = byParent.get(parent);
    if (siblings) siblings.push(row);
    else byParent.set(parent, [row]);
  }
  return (parent) => Promise.resolve(byParent.get(parent ?? '') ?? []);
}

/**
 * The file as rows to check, or the text of why it is refused whole: not a spreadsheet (V20), an
 * `.xls` (the demo cannot read it), unreadable, a required column missing (named by its label in
 * the request's language), no rows, more than `MAX_ROWS`.
 */
export async function readImportSheet(
  db: DemoDb,
  def: ResourceDefinition,
  catalogue: ResourceCatalogue,
  file: Upload,
  lang: Lang,
): Promise<ImportSheet | { error: string }> {
  const ext = await kindOf(file);
  if (!ACCEPTED.has(ext)) return { error: say(lang, 'wrongType') };
  if (ext === 'xls') return { error: say(lang, 'xls') };
  const rows = await readRows(file, ext);
  if (!rows) return { error: say(lang, 'unreadable') };
  const [header = [], ...body] = rows;
  const fields = importFieldsOf(def, catalogue);
  const matched = matchHeaders(header, fields);
  const mapping = matched.map((name) => fields.find((f) => f.name === name) ?? null);
  const missing = fields.find((f) => f.required && !matched.includes(f.name));
  if (missing) return { error: say(lang, 'missingColumn', { label: missing.labels[localeOf(lang)] }) };
  if (body.length === 0) return { error: say(lang, 'empty') };
  if (body.length > MAX_ROWS) return { error: say(lang, 'tooMany') };
  const areaColumn = mapping.findIndex((f) => f?.kind === 'area');
  // Cells of codes (the clean file's) need no look-up; names are resolved once each.
  const names = areaColumn < 0 ? [] : body.map((row) => row[areaColumn] ?? '').filter((t) => !CODES.test(t));
  const areas = areaColumn < 0 ? undefined : await resolveAreas(names, areaLoader(db));
  return { fields, mapping, body, areas };
}

/** One data row's values and problems (`index`: 0-based among the data rows). */
export function convertedRow(sheet: ImportSheet, index: number): ConvertedRow {
  return convertRow(sheet.mapping, sheet.body[index], sheet.areas);
}
