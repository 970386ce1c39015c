import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../../../src/mocks/node';
import { call, login, type ErrorBody } from '../../../support/demoClient';

// Spec §7: `store/trans-customer` and the `worker-device` actions of the demo API.

const { server, db } = createTestServer({ customerCount: 30 });
const P = '/plugin/love/admin';
let admin = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  admin = await login('admin');
});
afterAll(() => server.close());

describe('demo API: stores and work phones', () => {
  it('moves every customer of a store to another and answers how many; the same store is refused', async () => {
    const [from, to] = db.list('store');
    const moving = db.list('customer').filter((c) => c.store_id === from.id).length;
    expect(moving).toBeGreaterThan(0);
    const answer = await call<{ data: { count: number } }>('/plugin/love/store/admin/store/trans-customer', {
      method: 'POST',
      token: admin,
      body: { from_store_id: from.id, to_store_id: to.id },
    });
    expect(answer.body.data.count).toBe(moving);
    expect(db.list('customer').filter((c) => c.store_id === from.id)).toEqual([]);
    const same = await call<ErrorBody>('/plugin/love/store/admin/store/trans-customer', {
      method: 'POST',
      token: admin,
      body: { from_store_id: to.id, to_store_id: to.id },
    });
    expect(same.status).toBe(422);
    expect(same.body.text).toBe('请选择另一个门店');
  });

  it('reads an online phone number, deletes it, tests the device and lists the online ones', async () => {
    const device = db.list('worker-device').find((d) => d.is_online);
    const offline = db.list('worker-device').find((d) => !d.is_online);
    if (!device || !offline) throw new Error('the demo needs an online and an offline device');
    const read = await call<{ data: { phone_number: string } }>(
      `${P}/worker-device/get-phone-number/${device.id}`,
      {
        method: 'PUT',
        token: admin,
      },
    );
    expect(read.body.data.phone_number).toMatch(/^139\d{8}$/);
    expect(db.get('worker-device', Number(device.id))?.phone_number).toBe(read.body.data.phone_number);
    const refused = await call<ErrorBody>(`${P}/worker-device/get-phone-number/${offline.id}`, {
      method: 'PUT',
      token: admin,
      lang: 'en',
    });
    expect(refused.body.text).toBe('The device is offline: its number cannot be read');
    await call(`${P}/worker-device/delete-phone/${device.id}`, { method: 'PUT', token: admin });
    expect(db.get('worker-device', Number(device.id))?.phone_number).toBeUndefined();
    const test = await call<{ data: { online: boolean } }>(`${P}/worker-device/test/${offline.id}`, {
      method: 'PUT',
      token: admin,
    });
    expect(test.body.data.online).toBe(false);
    const online = await call<{ data: { id: number }[] }>(`${P}/worker-device/get-online-device`, {
      token: admin,
    });
    expect(online.body.data.map((d) => d.id)).toEqual(
      db
        .list('worker-device')
        .filter((d) => d.is_online)
        .map((d) => d.id),
    );
    const sales = await login('sales');
    expect((await call(`${P}/worker-device/get-online-device`, { token: sales })).status).toBe(403);
  });
});
