import { readSheet } from 'read-excel-file/universal';
import { z } from 'zod';
import { defineResource } from '../../../resources/core/define';
import { createDb } from '../../../src/mocks/db';
import { createHandlers } from '../../../src/mocks/handlers';
import { maskPhone } from '../../../src/platform/format';
import { createTestServer } from '../../../src/mocks/node';
import { SECRET_MASK } from '../../../src/mocks/sensitive';
import { call, login, ORIGIN, type ErrorBody, type ListBody, type Row } from '../../support/demoClient';

const { server, db } = createTestServer({ customerCount: 120 });
const CUSTOMERS = '/plugin/love/admin/customer';
const PAY_ACCOUNTS = '/plugin/love/admin/pay-account';
const KEY_RECORD = 'customer-key-record';
/** An 11-digit mainland mobile number anywhere in a text. */
const FULL_PHONE = /1[3-9]\d{9}/;

let admin = '';
let sales = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  admin = await login('admin');
  sales = await login('sales');
});
afterAll(() => server.close());

const get = async <T = { data: Row }>(path: string, token: string) => {
  const res = await call<T>(path, { token });
  expect(res.status, path).toBe(200);
  return res.body;
};

/** A customer whose phone and WeChat are both filled in, the WeChat not the phone. */
function customerWithKeys(): Row & { id: number; phone: string; wechat: string } {
  const found = db
    .list('customer')
    .find((c) => typeof c.phone === 'string' && typeof c.wechat === 'string' && c.wechat !== c.phone);
  if (!found) throw new Error('no customer with phone and WeChat in the seed');
  return found as Row & { id: number; phone: string; wechat: string };
}

describe('demo API: phone and WeChat hidden from users without the permission', () => {
  it('masks them in list, getMany and getOne answers for sales; admin reads the detail in full, lists masked', async () => {
    const target = customerWithKeys();
    const listed = await get<ListBody>(`${CUSTOMERS}?per_page=1000`, sales);
    expect(JSON.stringify(listed)).not.toMatch(FULL_PHONE);
    const row = listed.data.find((r) => r.id === target.id);
    expect(row).toMatchObject({ phone: maskPhone(target.phone), name: target.name });
    expect(row?.wechat).toMatch(/^.{2}\*{4}.{2}$|^\*{4}$/);
    expect(String(row?.wechat)).not.toBe(target.wechat);

    const many = await get<ListBody>(`${CUSTOMERS}?ids=${target.id}`, sales);
    expect(many.data[0]).toMatchObject({ phone: maskPhone(target.phone) });
    const one = await get(`${CUSTOMERS}/${target.id}`, sales);
    expect(one.data.phone).toBe(`${target.phone.slice(0, 3)}****${target.phone.slice(-4)}`);
    expect(JSON.stringify(one)).not.toMatch(FULL_PHONE);

    const full = await get(`${CUSTOMERS}/${target.id}`, admin);
    expect(full.data).toMatchObject({ phone: target.phone, wechat: target.wechat });
    // Lists are masked for everyone (issue 10 point 9): admin reveals one value with the view call.
    expect((await get<ListBody>(`${CUSTOMERS}?ids=${target.id}`, admin)).data[0].phone).toBe(
      maskPhone(target.phone),
    );
    expect(JSON.stringify(await get<ListBody>(`${CUSTOMERS}?per_page=1000`, admin))).not.toMatch(FULL_PHONE);
  });

  it('finds nothing by a full phone number for sales in the lists (keyword, field filter); the header search answers an id only', async () => {
    const target = customerWithKeys();
    const masked = maskPhone(target.phone);
    expect((await get<ListBody>(`${CUSTOMERS}?keyword=${target.phone}`, sales)).meta.total).toBe(0);
    expect((await get<ListBody>(`${CUSTOMERS}?phone=${target.phone}`, sales)).meta.total).toBe(0);
    expect((await get<ListBody>(`${CUSTOMERS}?wechat=${target.wechat}`, sales)).meta.total).toBe(0);
    // What sales sees is what sales can search: the masked form and its visible digits.
    const byMask = await get<ListBody>(
      `${CUSTOMERS}?keyword=${encodeURIComponent(masked)}&per_page=1000`,
      sales,
    );
    expect(byMask.data.map((r) => r.id)).toContain(target.id);
    const byLastDigits = await get<ListBody>(
      `${CUSTOMERS}?keyword=${target.phone.slice(-4)}&per_page=1000`,
      sales,
    );
    expect(byLastDigits.data.map((r) => r.id)).toContain(target.id);

    const search = (token: string, number: string) =>
      call<{ data?: { id: number }; code?: number }>('/plugin/love/admin/customer/number-search', {
        method: 'POST',
        token,
        body: { number },
      });
    // The header search finds the customer of a full phone for anyone with user_view (issue 42),
    // answering its id only; a partial number finds nothing there.
    const byPhone = (await search(sales, target.phone)).body;
    expect(Object.keys(byPhone.data ?? {})).toEqual(['id']);
    expect(db.get('customer', byPhone.data?.id ?? 0)?.phone).toBe(target.phone);
    expect((await search(sales, target.phone.slice(-4))).body).toEqual({
      code: 404,
      text: '该编号的客户不存在',
    });
    expect((await search(sales, String(target.number))).body).toEqual({ data: { id: target.id } });
    expect((await search(admin, target.phone)).body.data?.id).toBeDefined();
    expect(
      (await get<ListBody>(`${CUSTOMERS}?keyword=${target.phone}`, admin)).data.map((r) => r.id),
    ).toContain(target.id);
  });

  it('sorts by the masked value for sales, so the order reveals nothing more', async () => {
    const sorted = await get<ListBody>(`${CUSTOMERS}?sort=phone&order=ASC&per_page=1000`, sales);
    const phones = sorted.data.map((r) => String(r.phone ?? '~'));
    expect(phones).toEqual([...phones].sort());
  });

  it('masks the customer phone in call records and notices for sales', async () => {
    const calls = await get<ListBody>('/plugin/love/admin/worker-call?per_page=100', sales);
    expect(calls.data.length).toBeGreaterThan(0);
    expect(JSON.stringify(calls)).not.toMatch(FULL_PHONE);
    const notices = await get<ListBody>('/admin/im?scene=SiteNotice&per_page=40', sales);
    expect(notices.data.length).toBeGreaterThan(0);
    expect(JSON.stringify(notices)).not.toMatch(FULL_PHONE);
    const adminNotices = await get<ListBody>('/admin/im?scene=SiteNotice&per_page=40', admin);
    expect(JSON.stringify(adminNotices)).toMatch(FULL_PHONE);
  });

  it('keeps the stored phone when an update sends the masked value back, and takes a new one', async () => {
    const target = customerWithKeys();
    const shown = (await get(`${CUSTOMERS}/${target.id}`, sales)).data;
    const put = await call<{ data: Row }>(`${CUSTOMERS}/${target.id}`, {
      method: 'PUT',
      token: sales,
      body: { ...shown, remark: '回访过' },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ remark: '回访过', phone: maskPhone(target.phone) });
    expect(db.get('customer', target.id)).toMatchObject({ phone: target.phone, wechat: target.wechat });

    const patch = await call<{ data: Row }>(`${CUSTOMERS}/${target.id}`, {
      method: 'PATCH',
      token: sales,
      body: { phone: '13911112222' },
    });
    expect(patch.body.data.phone).toBe('139****2222');
    expect(db.get('customer', target.id)?.phone).toBe('13911112222');
    // Another masked-looking value is not the stored one: it is validated and refused.
    const bad = await call<ErrorBody>(`${CUSTOMERS}/${target.id}`, {
      method: 'PATCH',
      token: sales,
      body: { phone: '138****0000' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['phone']);
  });
});

describe('demo API: reference look-ups without the list permission', () => {
  it('answer only the labels (a worker’s name, not the staff phone) to sales; admin gets records', async () => {
    const looked = await get<ListBody>('/plugin/love/admin/worker?ids=1,2,3', sales);
    expect(looked.data).toHaveLength(3);
    for (const row of looked.data) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
    expect(JSON.stringify(looked)).not.toMatch(FULL_PHONE);
    expect((await call('/plugin/love/admin/worker', { token: sales })).status).toBe(403);
    const full = await get<ListBody>('/plugin/love/admin/worker?ids=1', admin);
    expect(full.data[0]).toMatchObject({ id: 1, username: 'admin', phone: '13800000001' });
  });
});

describe('demo API: view-phone and view-wechat', () => {
  const view = (path: 'view-phone' | 'view-wechat', token: string, body: unknown, lang?: 'en') =>
    call<{ data: Row } & Partial<ErrorBody>>(`${CUSTOMERS}/${path}`, { method: 'POST', token, body, lang });

  it('answer 403 to sales, without recording anything', async () => {
    const target = customerWithKeys();
    const before = db.list(KEY_RECORD).length;
    expect(await view('view-phone', sales, { id: target.id }, 'en')).toEqual({
      status: 403,
      body: { code: 403, text: 'You do not have permission to do this' },
    });
    expect((await view('view-wechat', sales, { id: target.id })).status).toBe(403);
    expect(db.list(KEY_RECORD)).toHaveLength(before);
  });

  it('give admin the full value and record who viewed what, and when', async () => {
    const target = customerWithKeys();
    const before = db.list(KEY_RECORD).length;
    const phone = await view('view-phone', admin, { id: target.id });
    expect(phone).toEqual({ status: 200, body: { data: { id: target.id, phone: target.phone } } });
    const wechat = await view('view-wechat', admin, { id: target.id });
    expect(wechat.body.data).toEqual({ id: target.id, wechat: target.wechat });
    const records = db.list(KEY_RECORD).slice(before);
    expect(records).toEqual([
      expect.objectContaining({ customer_id: target.id, worker_id: 1, type: 'phone', ip: '127.0.0.1' }),
      expect.objectContaining({ customer_id: target.id, worker_id: 1, type: 'wechat' }),
    ]);
    expect(records[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answer 404 for an unknown customer and 422 without an id', async () => {
    expect((await view('view-phone', admin, { id: 999_999 })).body).toEqual({
      code: 404,
      text: '记录不存在',
    });
    expect((await view('view-phone', admin, {})).status).toBe(422);
  });
});

describe('demo API: payment secrets are write-only', () => {
  it('never returns api_key, even to admin', async () => {
    const listed = await get<ListBody>(`${PAY_ACCOUNTS}?per_page=100`, admin);
    expect(listed.data.length).toBeGreaterThan(0);
    for (const row of listed.data) expect(row.api_key).toBe(SECRET_MASK);
    const stored = db.list('pay-account')[0];
    expect(JSON.stringify(listed)).not.toContain(String(stored.api_key));
    expect((await get(`${PAY_ACCOUNTS}/${stored.id}`, admin)).data.api_key).toBe(SECRET_MASK);
    const found = await get<ListBody>(`${PAY_ACCOUNTS}?api_key=${String(stored.api_key)}`, admin);
    expect(found.meta.total).toBe(0);
  });

  it('keeps the secret when an update sends the mask, null or nothing; takes a new one', async () => {
    const stored = db.list('pay-account')[0];
    const secret = String(stored.api_key);
    const shown = (await get(`${PAY_ACCOUNTS}/${stored.id}`, admin)).data;
    const put = await call<{ data: Row }>(`${PAY_ACCOUNTS}/${stored.id}`, {
      method: 'PUT',
      token: admin,
      body: { ...shown, name: '总店微信支付' },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ name: '总店微信支付', api_key: SECRET_MASK });
    expect(db.get('pay-account', stored.id)?.api_key).toBe(secret);
    for (const body of [{ api_key: null }, { api_key: '' }, { name: '总店' }]) {
      const res = await call(`${PAY_ACCOUNTS}/${stored.id}`, { method: 'PATCH', token: admin, body });
      expect(res.status).toBe(200);
      expect(db.get('pay-account', stored.id)?.api_key).toBe(secret);
    }
    const changed = await call<{ data: Row }>(`${PAY_ACCOUNTS}/${stored.id}`, {
      method: 'PATCH',
      token: admin,
      body: { api_key: 'a-new-secret-of-32-characters-00' },
    });
    expect(changed.body.data.api_key).toBe(SECRET_MASK);
    expect(db.get('pay-account', stored.id)?.api_key).toBe('a-new-secret-of-32-characters-00');
  });

  it('refuses to create an account whose secret is the mask', async () => {
    const res = await call<ErrorBody>(PAY_ACCOUNTS, {
      method: 'POST',
      token: admin,
      body: {
        name: '新账户',
        channel: 'wechat',
        mch_id: '1600000001',
        app_id: 'wx0001',
        api_key: SECRET_MASK,
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['api_key']);
  });
});

describe('demo API: customer export', () => {
  const download = (query: string, token: string) =>
    fetch(`${ORIGIN}${CUSTOMERS}/export?${query}`, { headers: { Authorization: token, local: 'zh_CN' } });
  /** The rows of an exported .xlsx (issue 10: the customer export is a real spreadsheet). */
  const rowsOf = async (res: Response) => readSheet(await res.arrayBuffer());

  it('[V25] exports every matching customer as .xlsx under a content-disposition name, masked for sales', async () => {
    const res = await download('', sales);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '')).toMatch(
      /^客户列表-\d{8}\.xlsx$/,
    );
    const rows = await rowsOf(res);
    // The list's columns, labelled in the request's language (issue 43).
    expect(rows[0].slice(0, 4)).toEqual(['姓名', '性别', '年龄', '手机号']);
    expect(rows).toHaveLength(db.list('customer').length + 1);
    expect(res.headers.get('x-total-count')).toBe(String(db.list('customer').length));
    expect(JSON.stringify(rows)).not.toMatch(FULL_PHONE);
    expect(JSON.stringify(rows)).toContain(maskPhone(customerWithKeys().phone));

    const asAdmin = JSON.stringify(await rowsOf(await download('', admin)));
    expect(asAdmin).toContain(customerWithKeys().phone);
  });

  it('exports with the list filters and a selection', async () => {
    const women = db.list('customer').filter((c) => c.gender === 0).length;
    expect((await download('gender=0', admin)).headers.get('x-total-count')).toBe(String(women));
    expect(await rowsOf(await download('ids=3,5', admin))).toHaveLength(3);
  });

  it('escapes cells that a spreadsheet would run as a formula', async () => {
    const created = db.create('customer', {
      name: '=HYPERLINK("http://evil.example","点我")',
      remark: '+1 回访\n@下次',
      nickname: '-2',
      gender: 1,
      customer_type: 1,
      is_vip: false,
    });
    const [header, row] = await rowsOf(
      await download(`ids=${created.id}&fields=id,name,remark,nickname`, admin),
    );
    expect(header).toEqual(['ID', '姓名', '备注', '昵称']);
    // Numbers are left as they are.
    expect(row).toEqual([created.id, `'=HYPERLINK("http://evil.example","点我")`, `'+1 回访\n@下次`, `'-2`]);
  });

  it('other resources keep the CSV export (workers)', async () => {
    const res = await fetch(`${ORIGIN}/plugin/love/admin/worker/export`, {
      headers: { Authorization: admin },
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="worker-\d{8}-\d{6}\.csv"/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0].split(',').slice(0, 2)).toEqual(['ID', '姓名']);
    expect(lines).toHaveLength(db.list('worker').length + 1);
  });

  it('[E05] answers 403 with the error-message header to a user without the export permission', async () => {
    const report = defineResource({
      name: 'report',
      api: { path: 'report' },
      schema: z.object({ id: z.number().int(), title: z.string() }),
      menu: false,
      operations: ['list', 'export'],
      access: { list: ['user_view'], export: ['report.export'] },
      demo: { count: 3 },
    });
    server.use(...createHandlers(createDb({ resources: [report] })));
    try {
      const token = await login('sales');
      const res = await fetch(`${ORIGIN}/plugin/love/admin/report/export`, {
        headers: { Authorization: token, local: 'en' },
      });
      expect(res.status).toBe(403);
      expect(decodeURIComponent(res.headers.get('error-message') ?? '')).toBe(
        'You do not have permission to do this',
      );
      expect((await download('', sales)).status).toBe(200);
    } finally {
      server.resetHandlers();
    }
  });
});
