import { createTestServer } from '../../../src/mocks/node';
import { call, login, type ListBody } from '../../support/demoClient';

const { server, db } = createTestServer({ customerCount: 400 });
const CUSTOMERS = '/plugin/love/admin/customer';

let admin = '';
let matchmaker = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  admin = await login('admin');
  matchmaker = await login('matchmaker');
});
afterAll(() => server.close());

const list = async (query: string, token: string) => {
  const res = await call<ListBody>(`${CUSTOMERS}?per_page=1000&${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
};

describe('demo API: customer life-cycle lists (type)', () => {
  it.each([0, 1, 2, 3, 4])(
    'type=%i answers the customers of that type, all of them to an admin',
    async (type) => {
      const body = await list(`type=${type}`, admin);
      const expected = db.list('customer').filter((c) => c.customer_type === type);
      expect(expected.length).toBeGreaterThan(0);
      expect(body.meta.total).toBe(expected.length);
      expect(body.data.every((r) => r.customer_type === type)).toBe(true);
    },
  );

  it('without type answers every customer', async () => {
    expect((await list('', admin)).meta.total).toBe(400);
  });

  it('the "my" lists (0 my customers, 3 my allocated) hold only the caller’s customers', async () => {
    const mine = db.list('customer').filter((c) => c.customer_type === 3 && c.worker_id === 3);
    const all = db.list('customer').filter((c) => c.customer_type === 3);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    const body = await list('type=3', matchmaker);
    expect(body.meta.total).toBe(mine.length);
    expect(body.data.every((r) => r.worker_id === 3)).toBe(true);
    const resource = await list('type=4', matchmaker);
    expect(resource.meta.total).toBe(db.list('customer').filter((c) => c.customer_type === 4).length);
  });

  it('combines type with the other filters', async () => {
    const body = await list('type=1&gender=0', admin);
    const expected = db.list('customer').filter((c) => c.customer_type === 1 && c.gender === 0);
    expect(body.meta.total).toBe(expected.length);
  });
});
