import { resolveAreas, type AreaLookup, type AreaRow } from '../../platform/spreadsheet/areas';
import { cleanCsv, convertRow, type ConvertedRow } from '../../platform/spreadsheet/cells';
import type { ImportField } from '../../platform/spreadsheet/fields';
import type { ImportDryRun, ImportDryVerdict } from '../../../dataProvider/methods/customerRecord';

/** The record a duplicate's unique value already belongs to. */
export type ExistingRecord = NonNullable<ImportDryVerdict['existing']>;

/**
 * The wizard's check of a file (issue 43 point 1): every row converted in slices (the page keeps
 * responding), then the server's dry run of the rows that converted cleanly, and each row's verdict.
 */

/** Rows converted between two yields to the browser: well under 200 ms of work. */
const SLICE_ROWS = 500;

/** Lets the browser paint and handle input before the next slice of work. */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What a row is after the check. */
export type RowStatus = 'ok' | 'problem' | 'invalid' | 'duplicate' | 'repeated';

export interface RowCheck {
  status: RowStatus;
  /** The server's reason (an invalid row), in the user's language. */
  reason?: string;
  /** A duplicate: the record that already has its unique value. */
  existing?: ExistingRecord;
  /** A repeat: the 0-based index of the file's earlier row with the same value. */
  firstRow?: number;
}

/** Everything the check found, kept while the user goes back and forth. */
export interface CheckResult {
  /** The mapping it was made for (`mappingKey`): a changed mapping checks again. */
  key: string;
  /** The fields sent, in the import's order. */
  fields: string[];
  converted: ConvertedRow[];
  rows: RowCheck[];
  /** The names of the area codes met (`310000` → `上海市`), to show an area as a person reads it. */
  areaNames: ReadonlyMap<string, string>;
}

/** The key of a mapping (which field each column fills). */
export const mappingKey = (mapping: readonly (string | null)[]): string => JSON.stringify(mapping);

/** The clean file of the contract for some converted rows: field keys, then the converted cells. */
export function cleanFile(fields: readonly string[], rows: readonly ConvertedRow[], name: string): File {
  const csv = cleanCsv(
    fields,
    rows.map((row) => row.values),
  );
  return new File([csv], name, { type: 'text/csv' });
}

/** The area lookup of the file's area texts, loading only the levels they need; the names met on the way. */
async function lookupAreas(
  texts: readonly string[],
  loadChildren: (parent?: string) => Promise<readonly AreaRow[]>,
): Promise<{ lookup: AreaLookup | undefined; names: Map<string, string> }> {
  const names = new Map<string, string>();
  if (texts.length === 0) return { lookup: undefined, names };
  const lookup = await resolveAreas(texts, async (parent) => {
    const rows = await loadChildren(parent);
    for (const row of rows) names.set(row.area_code, row.name);
    return rows;
  });
  return { lookup, names };
}

export interface ConvertOptions {
  rows: readonly (readonly string[])[];
  /** The field of each column (`null`: not imported). */
  mapping: readonly (ImportField | null)[];
  loadAreaChildren(parent?: string): Promise<readonly AreaRow[]>;
  onProgress(done: number): void;
  signal: AbortSignal;
}

/** Every row converted, a slice at a time; the area names met. Stops (throws) once `signal` aborts. */
export async function convertAll({
  rows,
  mapping,
  loadAreaChildren,
  onProgress,
  signal,
}: ConvertOptions): Promise<{ converted: ConvertedRow[]; areaNames: Map<string, string> }> {
  const areaColumns = mapping.flatMap((field, column) => (field?.kind === 'area' ? [column] : []));
  const texts = new Set<string>();
  for (const row of rows)
    for (const column of areaColumns) if (row[column]?.trim()) texts.add(row[column].trim());
  const { lookup, names } = await lookupAreas([...texts], loadAreaChildren);
  const converted: ConvertedRow[] = [];
  for (let start = 0; start < rows.length; start += SLICE_ROWS) {
    signal.throwIfAborted();
    for (const row of rows.slice(start, start + SLICE_ROWS)) converted.push(convertRow(mapping, row, lookup));
    onProgress(converted.length);
    await yieldToBrowser();
  }
  signal.throwIfAborted();
  return { converted, areaNames: names };
}

/** The rows the dry run is asked about: those that converted without a problem (0-based indexes). */
export const cleanRows = (converted: readonly ConvertedRow[]): number[] =>
  converted.flatMap((row, index) => (row.problems.length === 0 ? [index] : []));

/** Each row's verdict: its own problems first, then the dry run's word on the rows sent (`sent`). */
export function verdicts(
  converted: readonly ConvertedRow[],
  sent: readonly number[],
  dry: Pick<ImportDryRun, 'rows'>,
): RowCheck[] {
  const rows: RowCheck[] = converted.map((row) => ({ status: row.problems.length > 0 ? 'problem' : 'ok' }));
  for (const verdict of dry.rows) {
    const index = sent[verdict.row - 1];
    if (index === undefined) continue;
    const firstRow = verdict.first_row ? sent[verdict.first_row - 1] : undefined;
    rows[index] = {
      status: verdict.status,
      ...(verdict.reason ? { reason: verdict.reason } : {}),
      ...(verdict.existing ? { existing: verdict.existing } : {}),
      ...(firstRow === undefined ? {} : { firstRow }),
    };
  }
  return rows;
}

/** The rows an import sends: every row but those with problems or refused by the dry run. */
export const sendableRows = (rows: readonly RowCheck[]): number[] =>
  rows.flatMap((row, index) => (row.status === 'problem' || row.status === 'invalid' ? [] : [index]));

/** The summary's three counts. */
export function countsOf(rows: readonly RowCheck[]): { ok: number; problems: number; duplicates: number } {
  let ok = 0;
  let problems = 0;
  for (const row of rows) {
    if (row.status === 'ok') ok += 1;
    else if (row.status === 'problem' || row.status === 'invalid') problems += 1;
  }
  return { ok, problems, duplicates: rows.length - ok - problems };
}
