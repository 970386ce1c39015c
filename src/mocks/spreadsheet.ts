/**
 * Spreadsheets in the demo API (issue 10): an uploaded `.csv` / `.xlsx` read into rows of text
 * (`src/platform/spreadsheet/read.ts`, shared with the app's import wizard) and rows answered as a
 * real `.xlsx` file (`src/platform/spreadsheet/xlsxWriter.ts`). Both load with the first
 * spreadsheet the demo reads or writes, not with the demo API (issue 8).
 */
import type { XlsxCell, XlsxSheet } from '../platform/spreadsheet/xlsxWriter';
import { XLSX_TYPE } from '../platform/spreadsheet/read';

export { extensionOf, isUpload, kindOf, readRows, XLSX_TYPE } from '../platform/spreadsheet/read';
export type { SheetRows, Upload } from '../platform/spreadsheet/read';

/** `attachment` with an RFC 5987 name (V25: the client reads the name from here). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A `.xlsx` answer of sheets; strings stay strings (never formulas). */
export async function workbookResponse(
  name: string,
  sheets: readonly XlsxSheet[],
  headers: Record<string, string> = {},
): Promise<Response> {
  const { writeWorkbook } = await import('../platform/spreadsheet/xlsxWriter');
  const bytes = writeWorkbook(sheets);
  const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': attachment(name), ...headers },
  });
}

/** A one-sheet `.xlsx` answer of a header row and rows. */
export function xlsxResponse(
  name: string,
  rows: readonly (readonly XlsxCell[])[],
  headers: Record<string, string> = {},
): Promise<Response> {
  return workbookResponse(name, [{ name: 'Sheet1', rows }], headers);
}
