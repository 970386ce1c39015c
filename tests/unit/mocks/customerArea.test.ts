import { areaCodesOf } from '../../../src/mocks/areaScope';
import { AREAS } from '../../../src/mocks/data/china';
import { createTestServer } from '../../../src/mocks/node';
import { call, login, type ErrorBody, type ListBody, type Row } from '../../support/demoClient';

// Issue 42 point 6: a customer's area is stored as the codes chosen level by level; its names follow.

const { server, db } = createTestServer({ customerCount: 30 });
const CUSTOMERS = '/plugin/love/admin/customer';

let admin = '';
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  admin = await login('admin');
});
afterAll(() => server.close());

const ids = async (query: string) =>
  (await call<ListBody>(`${CUSTOMERS}?per_page=100&${query}`, { token: admin })).body.data.map((r) => r.id);

describe('the customer area', () => {
  it('knows the codes of every area a seeded customer lives in, from the province down', () => {
    // A municipality too: 重庆市 (province) / 重庆市 (city) / 渝北区.
    for (const { full } of AREAS) expect(areaCodesOf(full), full).toHaveLength(3);
  });

  it('seeds the codes of each customer area, which the area filter matches at every level', async () => {
    const customer = db.list('customer').find((c) => c.area === '广东省深圳市南山区');
    if (!customer) throw new Error('no customer in 南山区 in the demo data');
    expect(customer.area_codes).toEqual(['440000', '440300', '440305']);
    for (const code of ['440000', '440300', '440305'])
      expect(await ids(`area_code=${code}`)).toContain(customer.id);
    expect(await ids('area_code=310000')).not.toContain(customer.id);
  });

  it('a save with chosen codes stores their names as the area, and the filter finds it there', async () => {
    const id = db.list('customer').find((c) => c.area !== '浙江省宁波市鄞州区')?.id;
    const saved = await call<{ data: Row }>(`${CUSTOMERS}/${id}`, {
      method: 'PUT',
      token: admin,
      body: { area_codes: ['330000', '330200', '330212'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      area: '浙江省宁波市鄞州区',
      area_codes: ['330000', '330200', '330212'],
    });
    expect(await ids('area_code=330200')).toContain(id);
    // Cleared: no codes, no area.
    await call(`${CUSTOMERS}/${id}`, { method: 'PUT', token: admin, body: { area_codes: null } });
    expect(db.get('customer', Number(id))).not.toHaveProperty('area');
  });

  it('refuses codes that are not a path of the area list, in the user language', async () => {
    const id = db.list('customer')[0].id;
    const refused = await call<ErrorBody>(`${CUSTOMERS}/${id}`, {
      method: 'PUT',
      token: admin,
      lang: 'en',
      body: { area_codes: ['440000', '330200'] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.text).toBe('Please choose a valid area');
  });
});
