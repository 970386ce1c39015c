import dayjs from 'dayjs';
import { saveFile } from '../../../dataProvider/download';
import { XLSX_TYPE } from '../../platform/spreadsheet/read';
import { writeWorkbook } from '../../platform/spreadsheet/xlsxWriter';

/** The rows of a file that were not imported and why (0-based data row index → reason). */
export type NotImported = ReadonlyMap<number, string>;

export interface ReportTexts {
  /** The last column's header ("原因" / "Reason"). */
  reason: string;
  sheet: string;
  /** The file name's start (`导入未成功的行`). */
  fileName: string;
}

/**
 * The workbook of the rows not imported (issue 43 point 2): the file's own header and cells, as they
 * were, and a last column with the reason, so it can be corrected and imported again (the wizard
 * matches its header as before).
 */
export function reportWorkbook(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  notImported: NotImported,
  texts: ReportTexts,
): Uint8Array {
  const body = [...notImported.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, reason]) => [...rows[index], reason]);
  return writeWorkbook([{ name: texts.sheet, rows: [[...header, texts.reason], ...body] }]);
}

/** `导入未成功的行-20240305-1430.xlsx`: the time it was made, in the user's clock. */
export const reportFileName = (start: string, now = dayjs()): string =>
  `${start}-${now.format('YYYYMMDD-HHmm')}.xlsx`;

/** Saves the workbook of the rows not imported. */
export function saveReport(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  notImported: NotImported,
  texts: ReportTexts,
): void {
  // fflate's zip is a plain ArrayBuffer underneath, never a shared one.
  const bytes = reportWorkbook(header, rows, notImported, texts) as Uint8Array<ArrayBuffer>;
  saveFile({ name: reportFileName(texts.fileName), blob: new Blob([bytes], { type: XLSX_TYPE }) });
}
