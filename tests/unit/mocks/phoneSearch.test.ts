import { maskPhone } from '../../../src/platform/format';
import { createTestServer } from '../../../src/mocks/node';
import { call, login, type ListBody, type Row } from '../../support/demoClient';

// Issue 42 point 3: the header search finds a customer by full phone number for everyone who may
// open customers (`user_view`), and each such search is recorded in the key-record log.
const { server, db } = createTestServer({ customerCount: 60 });
const NUMBER_SEARCH = '/plugin/love/admin/customer/number-search';
const KEY_RECORDS = '/plugin/love/admin/customer-key-record';

let admin = '';
let sales = '';
let matchmaker = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  [admin, sales, matchmaker] = await Promise.all([login('admin'), login('sales'), login('matchmaker')]);
});
afterAll(() => server.close());

type SearchBody = { data?: { id: number }; code?: number; text?: string };

const search = async (token: string, number: string) =>
  (await call<SearchBody>(NUMBER_SEARCH, { method: 'POST', token, body: { number } })).body;

/** A customer whose phone no other customer shares (so the search has one answer). */
function customerWithOwnPhone(offset = 0): { id: number; phone: string; number: string } {
  const customers = db.list('customer');
  const own = customers.filter(
    (c) => typeof c.phone === 'string' && customers.filter((o) => o.phone === c.phone).length === 1,
  );
  const found = own[offset];
  if (!found) throw new Error('no customer with a phone of its own in the seed');
  return { id: found.id, phone: String(found.phone), number: String(found.number) };
}

/** The key records added since `before` records were there. */
const addedSince = (before: number) => db.list('customer-key-record').slice(before);

describe('demo API: header search by phone number (issue 42)', () => {
  it('finds the customer of a full phone number for sales and the matchmaker (user_view without user_view.phone): the id only', async () => {
    const target = customerWithOwnPhone();
    for (const token of [sales, matchmaker, admin]) {
      expect(await search(token, target.phone)).toEqual({ data: { id: target.id } });
    }
  });

  it('records each phone search in the key-record log: who, which customer, the number, from where and when', async () => {
    const target = customerWithOwnPhone(1);
    const before = db.list('customer-key-record').length;
    const started = Date.now();
    expect((await search(sales, target.phone)).data?.id).toBe(target.id);
    const [record, ...more] = addedSince(before);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      customer_id: target.id,
      worker_id: 2,
      type: 'phone_search',
      keyword: target.phone,
      ip: '127.0.0.1',
    });
    expect(new Date(String(record?.created_at).replace(' ', 'T')).getTime()).toBeGreaterThanOrEqual(
      Math.floor(started / 1000) * 1000 - 1000,
    );
    // The log lists it for its readers with the number masked, as every list masks phones.
    const list = await call<ListBody>(`${KEY_RECORDS}?customer_id=${target.id}&per_page=100`, {
      token: admin,
    });
    const row = list.body.data.find((r: Row) => r.id === record?.id);
    expect(row).toMatchObject({ type: 'phone_search', keyword: maskPhone(target.phone) });
  });

  it('keeps the former rules for anything else, and records nothing for them', async () => {
    const target = customerWithOwnPhone(2);
    const before = db.list('customer-key-record').length;
    // The user number opens the customer as before; partial or masked numbers find nothing.
    expect(await search(sales, target.number)).toEqual({ data: { id: target.id } });
    expect(await search(sales, target.phone.slice(-4))).toEqual({ code: 404, text: '该编号的客户不存在' });
    expect(await search(sales, target.phone.slice(0, 10))).toEqual({ code: 404, text: '该编号的客户不存在' });
    // An 11-digit number that is nobody's phone is a miss.
    const unknown = ['19999999990', '19999999991'].find(
      (n) => !db.list('customer').some((c) => c.phone === n),
    );
    expect(await search(sales, unknown ?? '')).toEqual({ code: 404, text: '该编号的客户不存在' });
    expect(addedSince(before)).toEqual([]);
  });

  it('finds nothing by phone for a user without user_view, and records nothing', async () => {
    const target = customerWithOwnPhone(3);
    const role = await call<{ data: Row }>('/plugin/love/admin/role', {
      method: 'POST',
      token: admin,
      body: { name: '线索专员', permissions: [{ permission: 'customer.clue', actions: [] }] },
    });
    expect(role.status).toBe(201);
    const worker = await call<{ data: Row }>('/plugin/love/admin/worker', {
      method: 'POST',
      token: admin,
      body: {
        name: '线索小周',
        username: 'clueonly',
        type: 1,
        status: 1,
        role_ids: [role.body.data.id],
        password: 'secret1',
      },
    });
    expect(worker.status).toBe(201);
    const clueOnly = await login('clueonly', 'secret1');
    const before = db.list('customer-key-record').length;
    expect(await search(clueOnly, target.phone)).toEqual({ code: 404, text: '该编号的客户不存在' });
    expect(addedSince(before)).toEqual([]);
  });
});
