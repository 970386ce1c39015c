import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import Papa from 'papaparse';
import type { AreaLookup } from './areas';
import type { ImportChoice, ImportField } from './fields';
import { halfWidth } from './headers';
import { listIn, problemOf, type Problem } from './problems';

/**
 * A spreadsheet cell as a person typed it → the field's value (issue 43): `男` → 1, `2024/3/5` →
 * `2024-03-05`, `上海` → area codes, `163cm` → 163. Pure, so the wizard's preview and the demo API
 * read a file the same way.
 */

export type { Problem } from './problems';

dayjs.extend(customParseFormat);

export type Converted = { ok: true; value: unknown } | { ok: false; problem: Problem };

export interface ConvertedRow {
  values: Record<string, unknown>;
  problems: { field: string; problem: Problem }[];
}

/** A mobile number as its 11 digits: spaces, dashes, brackets, `+86`/`0086`/`86` and a leading 0 dropped. */
export function normalisePhone(raw: string): string | undefined {
  const digits = halfWidth(raw)
    .replace(/[\s\-().]/g, '')
    .replace(/^\+?(?:00)?86(?=1\d{10}$)/, '')
    .replace(/^0(?=1\d{10}$)/, '');
  return /^1\d{10}$/.test(digits) ? digits : undefined;
}

/** The day Excel counts its serial dates from (its 1900 leap-year bug included). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** A day once `年 月 / .` became `-` (2024-3-5), or written without separators (20240305). */
const DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$|^(\d{4})(\d{2})(\d{2})$/;

/**
 * A day as `YYYY-MM-DD`: 2024/3/5, 2024-03-05, 2024.3.5, 2024年3月5日, 20240305, a date with its time or
 * an ISO string (the time dropped), or an Excel serial day of five digits (45356); `undefined` otherwise.
 */
export function parseDate(raw: string): string | undefined {
  const text = halfWidth(raw).trim();
  if (/^\d{5}(\.\d+)?$/.test(text)) {
    return new Date(EXCEL_EPOCH + Math.floor(Number(text)) * DAY_MS).toISOString().slice(0, 10);
  }
  const match = DAY.exec(
    text
      .split(/[T\s]/)[0]
      .replace(/日$/, '')
      .replace(/[年月/.]/g, '-'),
  );
  if (!match) return undefined;
  const [year, month, date] = match.slice(1).filter((part) => part !== undefined);
  const day = `${year}-${month.padStart(2, '0')}-${date.padStart(2, '0')}`;
  // Read strictly: a day that does not exist (2024-02-30) is refused, not moved to March.
  return dayjs(day, 'YYYY-MM-DD', true).isValid() ? day : undefined;
}

/** How a choice name or a yes/no is compared: half-width, lower case, single spaces. */
const comparable = (text: string) => halfWidth(text).trim().toLowerCase().replace(/\s+/g, ' ');

const YES = new Set(['是', 'yes', 'y', 'true', '1']);
const NO = new Set(['否', 'no', 'n', 'false', '0']);

/** Units a number may carry (`30岁`, `163cm`, `60公斤`, `8000元/月`), compared without spaces. */
const UNITS = new Set([
  '',
  '岁',
  '周岁',
  'cm',
  '厘米',
  'kg',
  '公斤',
  '千克',
  '元',
  '元/月',
  '/月',
  'rmb',
  'yuan',
  'years',
  'yearsold',
]);
const NUMBER = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+))(万)?(.*)$/;

function failed(problem: Problem): Converted {
  return { ok: false, problem };
}

function convertNumber(field: ImportField, text: string): Converted {
  const compact = text
    .replace(/^[¥￥$]/, '')
    .replace(/(?<=\d),(?=\d)/g, '')
    .replace(/\s+/g, '');
  const match = NUMBER.exec(compact);
  const integer = field.kind === 'integer';
  const kind = integer ? 'integer' : 'number';
  if (!match || !UNITS.has(match[3].toLowerCase()) || (integer && match[2])) {
    return failed(problemOf(kind, { value: text }));
  }
  const value = match[2] ? Number((Number(match[1]) * 10_000).toFixed(6)) : Number(match[1]);
  if (integer && !Number.isInteger(value)) return failed(problemOf(kind, { value: text }));
  if (field.min !== undefined && value < field.min) return failed(problemOf('min', { min: field.min }));
  if (field.max !== undefined && value > field.max) return failed(problemOf('max', { max: field.max }));
  return { ok: true, value };
}

/** Each choice field's values by their names and codes, made comparable once (10,000 rows read them). */
const choiceIndexes = new WeakMap<ImportField, Map<string, ImportChoice['value']>>();

function choiceIndex(field: ImportField): Map<string, ImportChoice['value']> {
  let index = choiceIndexes.get(field);
  if (!index) {
    index = new Map();
    for (const choice of field.choices ?? []) {
      for (const name of [String(choice.value), ...Object.values(choice.names)]) {
        if (!index.has(comparable(name))) index.set(comparable(name), choice.value);
      }
    }
    choiceIndexes.set(field, index);
  }
  return index;
}

function convertChoice(field: ImportField, text: string): Converted {
  const index = choiceIndex(field);
  const wanted = comparable(text);
  if (index.has(wanted)) return { ok: true, value: index.get(wanted) };
  return failed(
    problemOf('choice', { value: text }, (locale) => ({
      allowed: listIn(
        (field.choices ?? []).map((c) => c.names[locale]),
        locale,
      ),
    })),
  );
}

/** Area codes as the clean file writes them (`310000,310100`): taken as they are. */
const AREA_CODES = /^\d{6}(,\d{6}){0,2}$/;

/**
 * One cell's value for a field, or what is wrong with it. An empty cell is `{ ok: true, value:
 * undefined }`; an area needs `areas` (from `resolveAreas`) unless the cell already holds codes.
 */
export function convertCell(field: ImportField, raw: string, areas?: AreaLookup): Converted {
  const text = halfWidth(raw).trim();
  if (text === '') return { ok: true, value: undefined };
  switch (field.kind) {
    case 'integer':
    case 'number':
      return convertNumber(field, text);
    case 'choice':
      return convertChoice(field, text);
    case 'boolean': {
      const wanted = comparable(text);
      if (YES.has(wanted)) return { ok: true, value: true };
      if (NO.has(wanted)) return { ok: true, value: false };
      return failed(problemOf('boolean', { value: text }));
    }
    case 'phone': {
      const phone = normalisePhone(text);
      return phone ? { ok: true, value: phone } : failed(problemOf('phone', { value: text }));
    }
    case 'date': {
      const day = parseDate(text);
      return day ? { ok: true, value: day } : failed(problemOf('date', { value: text }));
    }
    case 'area': {
      const compact = text.replace(/\s+/g, '');
      const codes = AREA_CODES.test(compact) ? compact.split(',') : areas?.codes(raw);
      return codes ? { ok: true, value: codes } : failed(problemOf('area', { value: text }));
    }
    case 'text': {
      const value = raw.trim();
      if (field.maxLength !== undefined && [...value].length > field.maxLength) {
        return failed(problemOf('too_long', { max: field.maxLength }));
      }
      return { ok: true, value };
    }
  }
}

/**
 * A data row's values by field name (empty cells left out) and the problems of its cells, a
 * required field left empty among them. `mapping` gives each column's field (`null`: skipped).
 */
export function convertRow(
  mapping: readonly (ImportField | null)[],
  cells: readonly string[],
  areas?: AreaLookup,
): ConvertedRow {
  const row: ConvertedRow = { values: {}, problems: [] };
  mapping.forEach((field, column) => {
    if (!field) return;
    const converted = convertCell(field, cells[column] ?? '', areas);
    if (!converted.ok) row.problems.push({ field: field.name, problem: converted.problem });
    else if (converted.value !== undefined) row.values[field.name] = converted.value;
  });
  for (const field of mapping) {
    if (!field?.required || field.name in row.values) continue;
    if (row.problems.some((p) => p.field === field.name)) continue;
    row.problems.push({ field: field.name, problem: problemOf('required') });
  }
  return row;
}

/** A value as the clean file writes it: arrays joined with `,`, booleans as 1/0, empty as nothing. */
function cellOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(cellOf).join(',');
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value as string | number);
}

/**
 * The clean file the wizard sends (the API contract): a UTF-8 CSV with a BOM, header = the field
 * keys, one line per row of converted values, CRLF line ends.
 */
export function cleanCsv(fields: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const data = rows.map((row) => fields.map((name) => cellOf(row[name])));
  return `\uFEFF${Papa.unparse({ fields: [...fields], data }, { newline: '\r\n' })}`;
}
