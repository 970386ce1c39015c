/**
 * The columns of an export (issue 43), shared by the generic CSV export (export.ts) and the
 * customer workbook (bespoke/customerExport.ts): which fields (`fields=`, else the list's
 * columns), their labels in the request's language, and each record's values as a person reads
 * them: choice names, the display names of references, dates `YYYY-MM-DD`, date-times
 * `YYYY-MM-DD HH:mm`, booleans 是/否 or Yes/No, masked values as the user may see them, text
 * cells guarded against spreadsheet formulas.
 */
import type { ResourceDefinition } from '../../resources/core/define';
import type { FieldInfo } from '../../resources/core/reader';
import type { StringTree } from '../../i18n/types';
import type { XlsxCell } from '../platform/spreadsheet/xlsxWriter';
import type { DemoDb, DemoRecord } from './db';
import type { Lang } from './messages';
import { present, sensitiveFields } from './sensitive';

/**
 * A text cell starting with one of these is prefixed with `'`, so a spreadsheet shows it as text
 * rather than running it (OWASP "CSV injection"). Numbers and booleans are left as they are.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** The query parameter that chooses the columns, comma-separated field names in their order. */
export const FIELDS_PARAM = 'fields';

const BOOLEANS = { zh_CN: ['否', '是'], en: ['No', 'Yes'] } as const satisfies Record<
  Lang,
  readonly string[]
>;

/** The catalogue locale of a request language. */
export const localeOf = (lang: Lang) => (lang === 'en' ? 'en-US' : 'zh-CN');

/** A leaf of a catalogue subtree by its path, or `undefined`. */
function leaf(tree: StringTree | undefined, ...path: string[]): string | undefined {
  let node: string | StringTree | undefined = tree;
  for (const key of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A resource's labels in a language (`fields`, `enums`), loaded with the first export. */
async function labelsOf(resource: string, lang: Lang): Promise<StringTree | undefined> {
  const { resourceCatalogues } = await import('../../i18n/resourceMessages');
  return resourceCatalogues[resource]?.[localeOf(lang)];
}

/**
 * The fields to export: those named by `fields=` that the resource has (order kept, repeats and
 * write-only secrets dropped), else the list's columns, else every field.
 */
export function exportFieldNames(def: ResourceDefinition, search: URLSearchParams): string[] {
  const secret = new Set(
    sensitiveFields(def)
      .filter((f) => f.secret)
      .map((f) => f.name),
  );
  const usable = (name: string) => !!def.fieldMap[name] && !secret.has(name);
  const asked = (search.get(FIELDS_PARAM) ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(usable);
  if (asked.length > 0) return [...new Set(asked)];
  const listed = (def.list?.columns ?? []).filter(usable);
  return listed.length > 0 ? [...listed] : def.fieldInfo.map((f) => f.name).filter(usable);
}

/** A text guarded against formulas; other values as they are. */
function guard(value: string | number | null): string | number | null {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/;
const DATE = /^\d{4}-\d{2}-\d{2}/;

/** A stored date or date-time as `YYYY-MM-DD` (or `YYYY-MM-DD HH:mm`); other text as it is. */
function dateText(value: string, withTime: boolean): string {
  if (withTime) {
    const match = DATE_TIME.exec(value);
    if (match) return `${match[1]} ${match[2]}`;
  }
  const date = DATE.exec(value);
  return date ? date[0] : value;
}

type Convert = (value: unknown) => string | number | null;

/** How one field's stored value becomes its cell. */
function converterOf(db: DemoDb, info: FieldInfo, labels: StringTree | undefined, lang: Lang): Convert {
  const reference = info.meta.reference;
  let single: (value: unknown) => string | number | null;
  if (reference) {
    let names: Map<unknown, unknown> | undefined;
    const display =
      reference.display ?? db.resources.find((r) => r.name === reference.resource)?.recordRepresentation;
    single = (value) => {
      // The referenced records are looked up once per export, on the first value.
      names ??= new Map(db.list(reference.resource).map((r) => [r.id, display ? r[display] : r.id]));
      const name = names.get(value);
      return name === undefined || name === null ? scalar(value) : scalar(name);
    };
  } else if (info.choices) {
    single = (value) => leaf(labels, 'enums', info.name, String(value)) ?? scalar(value);
  } else if (info.widget === 'date' || info.widget === 'datetime') {
    const withTime = info.widget === 'datetime';
    single = (value) => (typeof value === 'string' ? dateText(value, withTime) : scalar(value));
  } else {
    single = scalar;
  }
  const yesNo = BOOLEANS[lang];
  return (value) => {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value === 'boolean') return yesNo[value ? 1 : 0];
    if (Array.isArray(value))
      return guard(
        value
          .map(single)
          .filter((v) => v !== null)
          .join(','),
      );
    return guard(single(value));
  };
}

/** Any other value as a cell: numbers as they are, objects as JSON, the rest as text. */
function scalar(value: unknown): string | number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | boolean);
}

/** The columns of an export: the header row and how a record becomes its row. */
export interface ExportColumns {
  header: string[];
  row(record: DemoRecord): XlsxCell[];
}

/**
 * The columns an export answers for a user: the chosen fields' labels in the request's language,
 * and each record's cells (masked as that user may see them, then converted).
 */
export async function exportColumns(
  db: DemoDb,
  def: ResourceDefinition,
  search: URLSearchParams,
  lang: Lang,
  permissions: ReadonlySet<string>,
): Promise<ExportColumns> {
  const labels = await labelsOf(def.name, lang);
  const names = exportFieldNames(def, search);
  const header = names.map((name) => leaf(labels, 'fields', name) ?? name);
  const converters = names.map((name) => converterOf(db, def.fieldMap[name], labels, lang));
  return {
    header,
    row(record) {
      const shown = present(def, record, permissions);
      return names.map((name, i) => converters[i](shown[name]));
    },
  };
}
