import { API_PATHS } from '../../../dataProvider/paths';
import { openDb, type DemoRecord } from '../../../src/mocks/db';
import { createTestServer } from '../../../src/mocks/node';
import type { Persistence } from '../../../src/mocks/persistence';
import { call, login, type Lang, type Row } from '../../support/demoClient';

// Versions and conflicts (issue 40 point 1, docs/api-conventions.md): every record carries
// revision, updated_at and updated_by; a write based on a stale revision is a 409 with the current
// record, and changes nothing.

const { server, db } = createTestServer({ customerCount: 40 });
const CUSTOMERS = '/plugin/love/admin/customer';
const STORES = '/plugin/love/store/admin/store';
const ADMIN = '林晓';
const SALES = '王芳';
const PHONE = '13812345678';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const tokens = { admin: '', sales: '' };

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  tokens.admin = await login('admin');
  tokens.sales = await login('sales');
});
afterAll(() => server.close());

type Who = keyof typeof tokens;
interface StaleBody {
  code: number;
  reason: string;
  text: string;
  current: Row;
}

const write = <T = { data: Row }>(
  who: Who,
  method: string,
  path: string,
  body: unknown,
  lang: Lang = 'zh_CN',
) => call<T>(path, { method, token: tokens[who], body, lang });
const read = async (who: Who, path: string) =>
  (await call<{ data: Row }>(path, { token: tokens[who] })).body.data;

/** A store of this test's own, created by the admin. */
async function newStore(name: string): Promise<Row> {
  const created = await write('admin', 'POST', STORES, { name, status: 1 });
  expect(created.status).toBe(201);
  return created.body.data;
}

/** A customer no other test of this file touches, held by the sales account (a "my" customer). */
let nextCustomer = 1;
function salesCustomer(): DemoRecord {
  const id = nextCustomer++;
  const c = db.get('customer', id) as DemoRecord;
  const held = { worker_id: 2, customer_type: 0, user_status: 2, phone: PHONE, removed_at: undefined };
  db.replace('customer', { ...c, ...held });
  return structuredClone(db.get('customer', id) as DemoRecord);
}

describe('demo API: record versions', () => {
  it('seeds every record at revision 1, changed when it was created', () => {
    for (const name of ['customer', 'store', 'worker', 'channel']) {
      for (const record of db.list(name)) {
        expect(record.revision).toBe(1);
        expect(record.updated_at).toBe(record.created_at ?? record.updated_at);
        expect(typeof record.updated_by).toBe('string');
      }
    }
    // A seeded record is changed last by the worker it belongs to.
    const workerName = (id: unknown) => db.get('worker', Number(id))?.name;
    const held = db.list('customer').filter((c) => workerName(c.worker_id) !== undefined);
    expect(held.length).toBeGreaterThan(0);
    for (const c of held) expect(c.updated_by).toBe(workerName(c.worker_id));
  });

  it('creates at revision 1 by the creator; getOne and lists carry the version', async () => {
    const store = await newStore('版本门店');
    expect(store).toMatchObject({ revision: 1, updated_by: ADMIN });
    expect(String(store.updated_at)).toMatch(DATE_TIME);
    expect(await read('admin', `${STORES}/${String(store.id)}`)).toMatchObject({
      revision: 1,
      updated_by: ADMIN,
    });
    const list = await call<{ data: Row[] }>(`${STORES}?ids=${String(store.id)}`, { token: tokens.admin });
    expect(list.body.data[0]).toMatchObject({ revision: 1, updated_by: ADMIN });
  });

  it('a PUT or PATCH bumps the revision, sets updated_by and answers the saved record', async () => {
    const store = await newStore('改名门店');
    const put = await write('admin', 'PUT', `${STORES}/${String(store.id)}`, { name: '新名字', revision: 1 });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ name: '新名字', revision: 2, updated_by: ADMIN });
    const patch = await write('admin', 'PATCH', `${STORES}/${String(store.id)}`, {
      remark: '备注',
      revision: 2,
    });
    expect(patch.body.data).toMatchObject({ name: '新名字', remark: '备注', revision: 3 });
    expect(db.get('store', Number(store.id))).toMatchObject({ revision: 3, updated_by: ADMIN });
  });

  it('a write without a revision is unconditional; no change keeps the revision; null clears a value', async () => {
    const store = await newStore('无条件门店');
    const path = `${STORES}/${String(store.id)}`;
    expect((await write('admin', 'PUT', path, { name: '无条件' })).body.data.revision).toBe(2);
    expect((await write('admin', 'PUT', path, { name: '无条件', revision: 2 })).body.data.revision).toBe(2);
    expect((await write('admin', 'PATCH', path, { revision: 'two' })).status).toBe(422);
    // A cleared value comes as null: the field is cleared.
    await write('admin', 'PATCH', path, { remark: '暂存' });
    const cleared = await write('admin', 'PUT', path, { remark: null, revision: 3 });
    expect(cleared.body.data).toMatchObject({ name: '无条件', revision: 4 });
    expect(cleared.body.data).not.toHaveProperty('remark');
  });
});

describe('demo API: stale writes', () => {
  it.each([
    ['zh_CN', (name: string, time: string) => `此记录已被 ${name} 于 ${time} 修改，请核对后再保存`],
    [
      'en',
      (name: string, time: string) => `This record was changed by ${name} at ${time}; check before saving`,
    ],
  ] as const)('[E01] a stale PUT is a 409 naming who changed it and when (%s)', async (lang, expected) => {
    const customer = salesCustomer();
    const { revision } = customer;
    const path = `${CUSTOMERS}/${customer.id}`;
    // The admin saves first; the sales account then saves from the revision both read.
    expect((await write('admin', 'PUT', path, { remark: '管理员的备注', revision })).status).toBe(200);
    const before = structuredClone(db.get('customer', customer.id));
    const stale = await write<StaleBody>('sales', 'PUT', path, { name: '销售改名', revision }, lang);
    expect(stale.status).toBe(409);
    const now = db.get('customer', customer.id) as DemoRecord;
    expect(stale.body).toEqual({
      code: 409,
      reason: 'stale',
      text: expected(ADMIN, String(now.updated_at)),
      current: await read('sales', path),
    });
    expect(stale.body.current).toMatchObject({
      revision: Number(revision) + 1,
      updated_by: ADMIN,
      remark: '管理员的备注',
    });
    // The sales account lacks the phone permission: `current` is masked as its GET is.
    expect(stale.body.current.phone).toBe('138****5678');
    expect(db.get('customer', customer.id)).toEqual(before);
  });

  it('[E01] checks the revision before the values, for PATCH too', async () => {
    const store = await newStore('先查版本');
    const path = `${STORES}/${String(store.id)}`;
    await write('admin', 'PATCH', path, { remark: 'x' });
    const stale = await write<StaleBody>('admin', 'PATCH', path, { name: '', revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ name: '先查版本', remark: 'x', revision: 2 });
  });

  it('[E01] says only when the server itself changed the record', async () => {
    const store = await newStore('系统改过');
    db.replace('store', { ...(db.get('store', Number(store.id)) as DemoRecord), remark: '任务' });
    const en = await write<StaleBody>(
      'admin',
      'PUT',
      `${STORES}/${String(store.id)}`,
      { name: 'x', revision: 1 },
      'en',
    );
    const time = String(en.body.current.updated_at);
    expect(en.body.text).toBe(`This record was changed at ${time}; check before saving`);
    const zh = await write<StaleBody>('admin', 'PUT', `${STORES}/${String(store.id)}`, {
      name: 'x',
      revision: 1,
    });
    expect(zh.body.text).toBe(`此记录已于 ${time} 被修改，请核对后再保存`);
  });
});

describe('demo API: the customer profile', () => {
  it('a PUT with only the changed fields keeps every other field (worker, store, list, status)', async () => {
    const before = salesCustomer();
    const revision = Number(before.revision);
    const saved = await write('admin', 'PUT', `${CUSTOMERS}/${before.id}`, { name: '只改名字', revision });
    expect(saved.status).toBe(200);
    const after = db.get('customer', before.id) as DemoRecord;
    const { name: _a, revision: _b, updated_at: _c, updated_by: _d, ...kept } = before;
    expect(after).toMatchObject({ ...kept, name: '只改名字', revision: revision + 1, updated_by: ADMIN });
    expect(after).toMatchObject({
      worker_id: 2,
      store_id: before.store_id,
      customer_type: 0,
      user_status: 2,
    });
  });

  it('a claim and a move to the public sea bump the customer, by who did them', async () => {
    const customer = db.get('customer', nextCustomer++) as DemoRecord;
    db.replace('customer', { ...customer, customer_type: 2, worker_id: undefined, removed_at: undefined });
    const revision = Number(db.get('customer', customer.id)?.revision);
    const worker = db.get('worker', 2) as DemoRecord;
    const claim = { ids: [customer.id], type: 2, worker_id: 2, sub_type: 1 };
    expect((await write('sales', 'POST', API_PATHS.customer.allocate, claim)).status).toBe(200);
    expect(db.get('customer', customer.id)).toMatchObject({
      worker_id: 2,
      revision: revision + 1,
      updated_by: SALES,
    });
    // The worker's customer count is derived from its customers: its version stays.
    expect(db.get('worker', 2)).toMatchObject({
      customer_count: Number(worker.customer_count ?? 0) + 1,
      revision: worker.revision,
    });
    const back = { ids: [customer.id], reason: '联系不上' };
    expect((await write('sales', 'POST', API_PATHS.customer.backToSea, back)).status).toBe(200);
    expect(db.get('customer', customer.id)).toMatchObject({ customer_type: 2, revision: revision + 2 });
    // A profile saved from the revision read before the claim is stale now.
    const stale = await write('admin', 'PUT', `${CUSTOMERS}/${customer.id}`, { name: 'x', revision });
    expect(stale.status).toBe(409);
  });

  it("a follow-up does not make the customer's profile stale (its last follow-up is derived)", async () => {
    const customer = salesCustomer();
    const revision = Number(customer.revision);
    const followUp = { customer_id: customer.id, method: 1, content: '电话沟通' };
    expect((await write('sales', 'POST', '/plugin/love/admin/worker-user', followUp)).status).toBe(201);
    expect(db.get('customer', customer.id)).toMatchObject({ revision });
    expect(db.get('customer', customer.id)?.last_follow_at).toBeTruthy();
    const saved = await write('sales', 'PUT', `${CUSTOMERS}/${customer.id}`, {
      remark: '继续跟进',
      revision,
    });
    expect(saved.body.data).toMatchObject({ remark: '继续跟进', revision: revision + 1, updated_by: SALES });
  });
});

describe('demo store: versions of a store saved before they existed', () => {
  it('reads a record without a revision as revision 1 and bumps it from there', async () => {
    const saved = new Map<string, unknown>();
    const persistence: Persistence = {
      kind: 'file',
      get: (keys) => Promise.resolve(keys.map((k) => saved.get(k))),
      set: (entries) => {
        for (const [k, v] of entries) saved.set(k, v);
        return Promise.resolve();
      },
      clear: () => Promise.resolve(saved.clear()),
    };
    // A saved store of today's shape, written by the seed and then stripped of its versions.
    const fresh = openDb({ customerCount: 3 }, { persistence });
    await fresh.ready();
    await fresh.flush();
    const key = 'records:store';
    const legacy = (saved.get(key) as DemoRecord[]).map(
      ({ revision: _r, updated_at: _u, updated_by: _b, ...rest }) => rest,
    );
    saved.set(key, legacy);

    const db2 = openDb({ customerCount: 3 }, { persistence });
    await db2.ready();
    const first = db2.list('store')[0];
    expect(first).toMatchObject({ revision: 1, updated_at: first.created_at, updated_by: '' });
    expect(db2.replace('store', { ...first, remark: '迁移后' }, ADMIN)).toMatchObject({
      revision: 2,
      updated_by: ADMIN,
    });
  });
});
