import { build } from '../../../src/mocks/factories';
import { createTestServer } from '../../../src/mocks/node';
import { call, login, type ErrorBody, type ListBody, type Row } from '../../support/demoClient';

const { server, db } = createTestServer({ customerCount: 600 });
const CUSTOMERS = '/plugin/love/admin/customer';
const STORES = '/plugin/love/store/admin/store';

let admin = '';
let sales = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  admin = await login('admin');
  sales = await login('sales');
});
afterAll(() => server.close());

const list = async (query: string, token = admin, path = CUSTOMERS) => {
  const res = await call<ListBody>(`${path}?${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
};

describe('demo API: lists', () => {
  it('pages with page/per_page and answers meta', async () => {
    const body = await list('page=2&per_page=25&sort=id&order=asc');
    expect(body.meta).toEqual({ total: 600, per_page: 25, current_page: 2 });
    expect(body.data.map((r) => r.id)).toEqual(Array.from({ length: 25 }, (_, i) => 26 + i));
    expect((await list('per_page=5000')).data).toHaveLength(600);
    expect((await list('per_page=5000')).meta.per_page).toBe(1000);
    expect((await list('')).data).toHaveLength(10);
  });

  it('sorts by any field', async () => {
    const asc = (await list('sort=age&order=asc&per_page=100')).data.map((r) => Number(r.age));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('sort=created_at&order=DESC&per_page=50')).data.map((r) => String(r.created_at));
    expect(desc).toEqual([...desc].sort().reverse());
  });

  it('filters by equality, ranges and ids', async () => {
    const women = await list('gender=0&per_page=1000');
    expect(women.meta.total).toBe(db.list('customer').filter((c) => c.gender === 0).length);
    expect(women.data.every((r) => r.gender === 0)).toBe(true);
    const ranged = await list('age_gte=30&age_lte=40&per_page=1000');
    expect(ranged.data.length).toBeGreaterThan(0);
    expect(ranged.data.every((r) => Number(r.age) >= 30 && Number(r.age) <= 40)).toBe(true);
    const vip = await list('is_vip=true&per_page=1000');
    expect(vip.data.every((r) => r.is_vip === true)).toBe(true);
    const many = await list('ids=3,1,2&per_page=3');
    expect(many.data.map((r) => r.id).sort()).toEqual([1, 2, 3]);
    const store = db.get('customer', 1)?.store_id;
    const byStore = await list(`store_id=${String(store)}&per_page=1000`);
    expect(byStore.data.every((r) => r.store_id === store)).toBe(true);
    const since = await list('created_at_gte=2000-01-01&created_at_lte=2000-12-31');
    expect(since.meta.total).toBe(0);
  });

  it('searches by keyword in names, numbers and phones', async () => {
    const target = db.list('customer')[42];
    expect((await list(`keyword=${String(target.number)}`)).data.map((r) => r.id)).toEqual([target.id]);
    const byPhone = await list(`keyword=${String(target.phone)}`);
    expect(byPhone.data.map((r) => r.id)).toContain(target.id);
    const surname = String(target.name).slice(0, 1);
    const byName = await list(`keyword=${encodeURIComponent(surname)}&per_page=1000`);
    expect(byName.data.length).toBeGreaterThan(0);
    expect(byName.data.map((r) => r.id)).toContain(target.id);
  });

  it('answers 403 to a user without the resource permission', async () => {
    expect(await call(STORES, { token: sales })).toEqual({
      status: 403,
      body: { code: 403, text: '没有权限访问' },
    });
    expect(await call(`${STORES}/1`, { token: sales, lang: 'en' })).toEqual({
      status: 403,
      body: { code: 403, text: 'You do not have permission to do this' },
    });
    expect((await call(CUSTOMERS, { token: sales })).status).toBe(200);
    expect((await call(STORES, { token: admin })).status).toBe(200);
  });

  it('serves every registered resource', async () => {
    for (const path of [
      CUSTOMERS,
      STORES,
      '/plugin/love/admin/worker',
      '/plugin/love/admin/sms-template',
      '/plugin/love/admin/pay-account',
      '/plugin/love/admin/domain',
    ]) {
      const body = await list('per_page=5', admin, path);
      expect(body.data.length, path).toBeGreaterThan(0);
    }
  });
});

describe('demo API: records', () => {
  it('gets one record, or 404', async () => {
    const one = await call<{ data: Row }>(`${CUSTOMERS}/7`, { token: admin });
    expect(one.body.data).toEqual(db.get('customer', 7));
    expect(await call(`${CUSTOMERS}/999999`, { token: admin })).toEqual({
      status: 404,
      body: { code: 404, text: '记录不存在' },
    });
  });

  it('rejects an invalid create with field errors in the request language', async () => {
    const zh = await call<ErrorBody>(CUSTOMERS, {
      method: 'POST',
      token: admin,
      body: { name: '', phone: '12345', age: 12 },
    });
    expect(zh.status).toBe(422);
    expect(zh.body.code).toBe(422);
    expect(Object.keys(zh.body.errors ?? {}).sort()).toEqual(['age', 'name', 'phone']);
    expect(zh.body.text).toBe(Object.values(zh.body.errors ?? {})[0]);
    expect(zh.body.text).toMatch(/[\u4e00-\u9fa5]/);
    const en = await call<ErrorBody>(CUSTOMERS, {
      method: 'POST',
      token: admin,
      lang: 'en',
      body: { age: 99 },
    });
    expect(en.body.errors?.name).toMatch(/expected string/);
    expect(en.body.errors?.age).toMatch(/Too big/);
  });

  it('creates a customer: next id, number, created_at; read-only and unknown keys ignored', async () => {
    const before = db.list('customer').length;
    const res = await call<{ data: Row }>(CUSTOMERS, {
      method: 'POST',
      token: admin,
      body: {
        name: '测试客户',
        gender: 1,
        phone: '13912345678',
        nickname: null,
        id: 1,
        number: 'x',
        hacker: true,
      },
    });
    expect(res.status).toBe(201);
    const created = res.body.data;
    expect(created).toMatchObject({ id: 601, name: '测试客户', gender: 1, customer_type: 1, is_vip: false });
    expect(created.number).toBe('1000601');
    expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(created).not.toHaveProperty('hacker');
    expect(created).not.toHaveProperty('nickname');
    expect(db.list('customer')).toHaveLength(before + 1);
    const found = await list('keyword=1000601');
    expect(found.data.map((r) => r.id)).toEqual([601]);
  });

  it('creates a store from a factory-built record; the server assigns id and created_at', async () => {
    const {
      id: _id,
      created_at: _at,
      customer_count: _count,
      ...values
    } = build('store', { name: '徐家汇二店' });
    const res = await call<{ data: Row }>(STORES, { method: 'POST', token: admin, body: values });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ ...values, id: db.list('store').length });
    expect(res.body.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('updates with PUT (whole record) and PATCH (some fields)', async () => {
    const original = db.get('customer', 5);
    const put = await call<{ data: Row }>(`${CUSTOMERS}/5`, {
      method: 'PUT',
      token: admin,
      body: { ...original, name: '新名字', remark: null, number: 'ignored' },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ id: 5, name: '新名字', number: original?.number });
    expect(put.body.data).not.toHaveProperty('remark');
    const patch = await call<{ data: Row }>(`${CUSTOMERS}/5`, {
      method: 'PATCH',
      token: admin,
      body: { age: 33 },
    });
    expect(patch.body.data).toMatchObject({ id: 5, name: '新名字', age: 33 });
    const bad = await call<ErrorBody>(`${CUSTOMERS}/5`, {
      method: 'PATCH',
      token: admin,
      body: { height: 300 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['height']);
    expect(db.get('customer', 5)?.age).toBe(33);
  });

  it('answers 405 to an operation the resource does not declare', async () => {
    const noCreate = await call<ErrorBody>('/plugin/love/admin/role-log', {
      method: 'POST',
      token: admin,
      body: { subject: 'role', subject_name: '前台', action: 'create' },
    });
    expect(noCreate).toEqual({ status: 405, body: { code: 405, text: '不支持该操作' } });
    const noDelete = await call<ErrorBody>(`${CUSTOMERS}/1`, { method: 'DELETE', token: admin, lang: 'en' });
    expect(noDelete).toEqual({ status: 405, body: { code: 405, text: 'This operation is not supported' } });
    expect(db.get('customer', 1)).toBeDefined();
  });

  it('deletes a store (204), then it is gone (404)', async () => {
    expect((await call(`${STORES}/36`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await call(`${STORES}/36`, { token: admin })).status).toBe(404);
  });

  it('leaves non-numeric item paths to other handlers', async () => {
    await expect(call(`${CUSTOMERS}/no-such-call`, { token: admin })).rejects.toThrow();
  });

  it('resets the store with POST /__demo/reset', async () => {
    const res = await call('/__demo/reset', { method: 'POST' });
    expect(res.status).toBe(204);
    expect(db.list('customer')).toHaveLength(600);
    expect(db.get('customer', 601)).toBeUndefined();
    expect(db.get('store', 36)).toBeDefined();
    expect(db.get('customer', 5)?.name).not.toBe('新名字');
    // Sessions survive a reset.
    expect((await call(CUSTOMERS, { token: admin })).status).toBe(200);
  });
});
