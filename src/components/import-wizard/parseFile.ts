import { kindOf, readRows, type SheetRows } from '../../platform/spreadsheet/read';
import type { ParseRequest } from './parse.worker';

/** The most data rows one import takes (the server refuses more, in words). */
export const MAX_IMPORT_ROWS = 10_000;

/** A chosen file read into its header and data rows, or why it cannot be imported here. */
export type ParsedFile =
  | { status: 'rows'; header: string[]; rows: string[][] }
  /** The legacy binary format: the browser cannot read it, the server may. */
  | { status: 'xls' }
  | { status: 'unreadable' }
  | { status: 'empty' }
  | { status: 'tooMany'; count: number };

/**
 * The file's rows, read in a Web Worker so that a large file never holds the page; on the page's
 * thread where there is no worker (tests, a policy that refuses workers).
 */
function readInWorker(file: Blob, kind: string): Promise<SheetRows | undefined> {
  if (typeof Worker === 'undefined') return readRows(file, kind);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(readRows(file, kind));
      return;
    }
    worker.addEventListener('message', (event: MessageEvent<{ rows: SheetRows | undefined }>) => {
      worker.terminate();
      resolve(event.data.rows);
    });
    // A worker the page may not start (its script refused or missing): read here instead.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(readRows(file, kind));
    });
    const request: ParseRequest = { file, kind };
    worker.postMessage(request);
  });
}

/** Reads a chosen file: its header row and data rows, with every row as wide as the widest. */
export async function parseFile(file: File): Promise<ParsedFile> {
  const kind = await kindOf(file);
  if (kind === 'xls') return { status: 'xls' };
  const sheet = await readInWorker(file, kind);
  if (!sheet) return { status: 'unreadable' };
  const [header = [], ...rows] = sheet;
  if (rows.length === 0) return { status: 'empty' };
  if (rows.length > MAX_IMPORT_ROWS) return { status: 'tooMany', count: rows.length };
  const width = Math.max(header.length, ...rows.map((row) => row.length));
  const pad = (row: string[]) =>
    row.length < width ? [...row, ...Array<string>(width - row.length).fill('')] : row;
  return { status: 'rows', header: pad(header), rows: rows.map(pad) };
}
