/**
 * Reading spreadsheets into rows of text, shared by the demo API (an uploaded file) and the app's
 * import wizard (in a worker): papaparse for CSV and `read-excel-file` (maintained, no native code,
 * small: fflate underneath) for Office Open XML, each loaded with the first file it reads. The legacy
 * binary `.xls` is not read here: the app sends it to the server as it is.
 */
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
