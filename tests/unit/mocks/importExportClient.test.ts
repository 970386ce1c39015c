import axios from 'axios';
import { createDataProvider } from '../../../dataProvider';
import { createHttpClient } from '../../../dataProvider/client';
import { CUSTOMER_IMPORT_TYPE } from '../../../dataProvider/methods/customerRecord';
import { ACCESS_TOKEN_KEY } from '../../../dataProvider/tokens';
import { resources } from '../../../resources';
import { createTestServer } from '../../../src/mocks/node';
import { cleanCsv } from '../../../src/platform/spreadsheet/cells';
import { login, ORIGIN } from '../../support/demoClient';

/**
 * Issue 43: the app's one path to the import and the export (`dataProvider.importRows`,
 * `exportList`) against the demo API: the answers parsed with their schemas, the chosen columns sent,
 * the progress reported, and a cancelled call rejected with axios' CanceledError.
 */
const { server, db } = createTestServer({ customerCount: 20 });
const dp = createDataProvider(resources, createHttpClient(ORIGIN));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  localStorage.setItem(ACCESS_TOKEN_KEY, await login('admin'));
});
afterAll(() => server.close());

const FIELDS = ['name', 'gender', 'phone', 'birthday', 'area_codes'];
const clean = (phone: string) =>
  new Blob([
    cleanCsv(FIELDS, [
      { name: '净文件甲', gender: 0, phone, birthday: '1992-04-01', area_codes: ['310000', '310100'] },
      { name: '净文件乙', gender: 1, phone: '123' },
    ]),
  ]);

describe('dataProvider: import and export (issue 43)', () => {
  it('[issue 43] importRows sends the clean file: a dry run answers what would happen, then the rows are imported', async () => {
    const before = db.list('customer').length;
    const dry = await dp.importRows(clean('13800990001'), CUSTOMER_IMPORT_TYPE, { dryRun: true });
    expect(dry).toMatchObject({ ok: 1, invalid: 1, duplicate: 0, repeated: 0 });
    expect(dry.rows.map((r) => [r.row, r.status])).toEqual([[2, 'invalid']]);
    expect(db.list('customer')).toHaveLength(before);
    const result = await dp.importRows(clean('13800990001'), CUSTOMER_IMPORT_TYPE, { duplicate: 'skip' });
    expect(result).toMatchObject({ count: 1, created: 1, invalid: 1 });
    expect(db.list('customer').at(-1)).toMatchObject({
      name: '净文件甲',
      birthday: '1992-04-01',
      area: '上海市',
    });
    const again = await dp.importRows(clean('13800990001'), CUSTOMER_IMPORT_TYPE);
    expect(again.rows[0]).toMatchObject({ row: 1, status: 'skipped' });
  });

  it('[issue 43] exportList sends the chosen columns in order and reports the bytes received', async () => {
    const sent: URL[] = [];
    const listener = ({ request }: { request: Request }) => void sent.push(new URL(request.url));
    server.events.on('request:start', listener);
    const progress: { loaded: number; total?: number }[] = [];
    const file = await dp.exportList('customer', {
      filter: { gender: 1 },
      fields: ['gender', 'name'],
      onProgress: (p) => progress.push(p),
    });
    server.events.removeListener('request:start', listener);
    // The workbook's content: tests/unit/mocks/export.test.ts (jsdom's requests do not keep binary bodies).
    expect(file.name).toMatch(/^客户列表-\d{8}\.xlsx$/);
    const query = sent.find((url) => url.pathname.endsWith('/customer/export'))?.searchParams;
    expect(query?.get('fields')).toBe('gender,name');
    expect(query?.get('gender')).toBe('1');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.loaded).toBeGreaterThan(0);
  });

  it('[issue 43] a cancelled export or import rejects with axios’ CanceledError, not an error text', async () => {
    const controller = new AbortController();
    controller.abort();
    const exported = dp.exportList('customer', { signal: controller.signal });
    await expect(exported).rejects.toSatisfy(axios.isCancel);
    const imported = dp.importRows(clean('13800990002'), CUSTOMER_IMPORT_TYPE, { signal: controller.signal });
    await expect(imported).rejects.toSatisfy(axios.isCancel);
  });
});
