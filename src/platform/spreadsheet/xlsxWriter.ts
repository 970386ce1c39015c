/**
 * A minimal `.xlsx` writer, shared by the demo API and the app (the import's report of skipped
 * rows): sheets of strings, numbers and booleans (strings inline, so never formulas), zipped with
 * fflate's synchronous `zipSync`. Not write-excel-file:
 * its asynchronous zip starts a Web Worker from a `blob:` URL for big files, which the app's
 * Content-Security-Policy (`worker-src 'self'`) rightly refuses, and the export then never ends.
 */
import { strToU8, zipSync } from 'fflate';

export type XlsxCell = string | number | boolean | null | undefined;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Whether XML 1.0 allows a character (tab, line breaks and the printable planes; no lone surrogate). */
function xmlChar(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return true;
  if (code < 0x20 || code === 0xfffe || code === 0xffff) return false;
  return code < 0xd800 || code > 0xdfff;
}

/** Any character XML 1.0 forbids (controls but tab and line breaks, U+FFFE/U+FFFF, lone surrogates). */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding the control characters XML forbids is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Escapes text for XML, dropping the characters XML 1.0 forbids. Most cells hold none: a single
 * regular-expression test spares them the per-character loop (a 50,000-row export spent 1.5 s there).
 */
function escapeXml(text: string): string {
  let safe = text;
  if (FORBIDDEN.test(text)) {
    safe = '';
    for (const ch of text) if (xmlChar(ch.codePointAt(0) ?? 0)) safe += ch;
  }
  return safe.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `A`, `B`, … `Z`, `AA`… for a 0-based column. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: XlsxCell, ref: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
}

function sheetXml(rows: readonly (readonly XlsxCell[])[]): string {
  const body = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((value, c) => cellXml(value, `${columnName(c)}${r + 1}`)).join('')}</row>`,
    )
    .join('');
  return `${XML}<worksheet xmlns="${NS}"><sheetData>${body}</sheetData></worksheet>`;
}

/** One sheet of a workbook: its tab name and rows (the first row is the header). */
export interface XlsxSheet {
  name: string;
  rows: readonly (readonly XlsxCell[])[];
}

/** A sheet name as Excel accepts it: at most 31 characters, none of `[]:*?/\\`. */
function sheetTitle(name: string, index: number): string {
  const clean = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return clean || `Sheet${index + 1}`;
}

/** The bytes of a workbook holding the sheets, in order (the first one is shown on opening). */
export function writeWorkbook(sheets: readonly XlsxSheet[]): Uint8Array {
  const list = sheets.length > 0 ? sheets : [{ name: 'Sheet1', rows: [] }];
  const numbers = list.map((_, i) => i + 1);
  const overrides = numbers
    .map(
      (n) =>
        `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const sheetsXml = list
    .map(
      (sheet, i) =>
        `<sheet name="${escapeXml(sheetTitle(sheet.name, i))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
    )
    .join('');
  const rels = numbers
    .map((n) => `<Relationship Id="rId${n}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${n}.xml"/>`)
    .join('');
  const files: Record<string, string> = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${overrides}</Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets>${sheetsXml}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${PKG_REL_NS}">${rels}</Relationships>`,
  };
  list.forEach((sheet, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = sheetXml(sheet.rows);
  });
  return zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])));
}

/** The bytes of a one-sheet workbook holding the rows. */
export function writeXlsx(rows: readonly (readonly XlsxCell[])[], sheetName = 'Sheet1'): Uint8Array {
  return writeWorkbook([{ name: sheetName, rows }]);
}
