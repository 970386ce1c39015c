/**
 * Spreadsheets in the demo API (issue 10): reading an uploaded `.csv` / `.xlsx` into rows of text,
 * and answering rows as a real `.xlsx` file. Parsers live only here and load with the first
 * spreadsheet the demo reads or writes, not with the demo API (issue 8: they were a fifth of the
 * demo chunk every page load waited for): papaparse for CSV, `read-excel-file` (maintained, no
 * native code, small: fflate underneath) to read Office Open XML, `./xlsxWriter` (fflate's
 * synchronous zip) to write it. The legacy binary `.xls` is not read by the demo.
 */
import type { XlsxCell } from './xlsxWriter';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The extension of a file name, lower case, without the dot (`''` when none). */
export function extensionOf(name: string): string {
  const match = /\.([^./\\]+)$/.exec(name);
  return match ? match[1].toLowerCase() : '';
}

export type SheetRows = string[][];

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** An uploaded file as the handler receives it (a `File`, possibly from another realm). */
export type Upload = Blob & { name?: string };

/** Whether a form value is an uploaded file (checked by shape: `instanceof` fails across realms). */
export function isUpload(value: unknown): value is Upload {
  return typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function';
}

/**
 * The kind of an upload: its name's extension; when the name has none (some clients send `blob`),
 * its first bytes: a ZIP (`PK`) is `xlsx`, an OLE document is `xls`, anything else `csv`.
 */
export async function kindOf(file: Upload): Promise<string> {
  const ext = extensionOf(file.name ?? '');
  if (ext) return ext;
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  if (head[0] === 0x50 && head[1] === 0x4b) return 'xlsx';
  if (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0) return 'xls';
  return 'csv';
}

/**
 * The rows of an uploaded spreadsheet of that kind as text cells, empty rows dropped; `undefined`
 * when the demo cannot read that kind or the file cannot be parsed.
 */
export async function readRows(file: Blob, kind: string): Promise<SheetRows | undefined> {
  try {
    if (kind === 'csv') {
      const { default: Papa } = await import('papaparse');
      const content = (await file.text()).replace(/^\uFEFF/, '');
      const parsed = Papa.parse<string[]>(content, { skipEmptyLines: 'greedy' });
      if (parsed.errors.some((e) => e.type !== 'Delimiter')) return undefined;
      return parsed.data.map((row) => row.map(text));
    }
    if (kind === 'xlsx') {
      const { readSheet } = await import('read-excel-file/universal');
      const sheet = await readSheet(await file.arrayBuffer());
      return sheet.map((row) => row.map(text)).filter((row) => row.some((c) => c !== ''));
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** `attachment` with an RFC 5987 name (V25: the client reads the name from here). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A `.xlsx` answer of a header row and rows; strings stay strings (never formulas). */
export async function xlsxResponse(
  name: string,
  rows: readonly (readonly XlsxCell[])[],
  headers: Record<string, string> = {},
): Promise<Response> {
  const { writeXlsx } = await import('./xlsxWriter');
  const bytes = writeXlsx(rows);
  const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': attachment(name), ...headers },
  });
}
