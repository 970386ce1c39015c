// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readRows } from '../../../src/platform/spreadsheet/read';
import { writeWorkbook, writeXlsx } from '../../../src/platform/spreadsheet/xlsxWriter';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const asFile = (bytes: Uint8Array) => new Blob([bytes.slice()], { type: XLSX });

describe('the .xlsx writer (issue 43)', () => {
  it('writes text as text, drops only what XML forbids, keeps emoji and markup characters', async () => {
    const rows = [
      ['姓名', 'note'],
      ['张\u0001三', '<b>&"x"</b> 😀'],
      ['=1+1', 'lone \ud800 surrogate'],
    ];
    const read = await readRows(asFile(writeXlsx(rows)), 'xlsx');
    expect(read).toEqual([
      ['姓名', 'note'],
      ['张三', '<b>&"x"</b> 😀'],
      ['=1+1', 'lone  surrogate'],
    ]);
  });

  it('writes several sheets in order, the first one read by default, names made valid for Excel', async () => {
    const bytes = writeWorkbook([
      { name: '客户', rows: [['姓名'], ['张三']] },
      { name: 'Guide: a/b [c]', rows: [['列'], ['说明']] },
    ]);
    expect(await readRows(asFile(bytes), 'xlsx')).toEqual([['姓名'], ['张三']]);
    const { default: readXlsxFile } = await import('read-excel-file/universal');
    const sheets = await readXlsxFile(await asFile(bytes).arrayBuffer());
    expect(sheets.map((s) => [s.sheet, s.data])).toEqual([
      ['客户', [['姓名'], ['张三']]],
      ['Guide  a b  c', [['列'], ['说明']]],
    ]);
  });

  it('writes 50,000 rows of five cells in a few seconds at most', () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => [`客户${i}`, '女', 28, '2024-03-05', '上海市']);
    const started = performance.now();
    const bytes = writeXlsx(rows);
    expect(bytes.byteLength).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(4000);
  });
});
