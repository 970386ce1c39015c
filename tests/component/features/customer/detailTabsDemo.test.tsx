import dayjs from 'dayjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../../dataProvider/tokens';
import { REMARK_PAGE_SIZE } from '../../../../dataProvider/methods/customerTabs';
import { HISTORY_CUSTOMERS } from '../../../../src/mocks/histories';
import { createTestServer } from '../../../../src/mocks/node';
import { loginAs } from '../../../support/renderApp';

// The demo API's histories of the seeded customers (issue 11, point 5).

const { server, db } = createTestServer({ customerCount: 80 });
const API = 'http://localhost/plugin/love/admin';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(async () => {
  localStorage.clear();
  await db.reset();
  await loginAs('admin');
});
afterAll(() => server.close());

const auth = () => ({ Authorization: localStorage.getItem(ACCESS_TOKEN_KEY) ?? '' });
const ofCustomer = (resource: string, id: number) => db.list(resource).filter((r) => r.customer_id === id);

describe('customer histories of the demo API', () => {
  it('every customer with a history has dozens of follow-ups (a new one a few), remarks, calls with recordings and more', () => {
    const newest = Math.max(...db.list('customer').map((c) => Number(c.id)));
    // A customer known for less than half a year has had fewer follow-ups (issue 42 point 7).
    const young = (id: number) =>
      String(db.get('customer', id)?.created_at) > dayjs().subtract(180, 'day').format('YYYY-MM-DD');
    // The first customers and the newest (the first rows of every list, newest first).
    for (const id of [1, 18, HISTORY_CUSTOMERS, newest, newest - HISTORY_CUSTOMERS + 1]) {
      expect(ofCustomer('worker-user', id).length).toBeGreaterThanOrEqual(young(id) ? 1 : 18);
      expect(ofCustomer('worker-user-remark', id).length).toBeGreaterThan(REMARK_PAGE_SIZE);
      expect(ofCustomer('customer-service-record', id).length).toBeGreaterThanOrEqual(4);
      expect(ofCustomer('customer-action-log', id).length).toBeGreaterThanOrEqual(8);
      expect(ofCustomer('customer-key-record', id).length).toBeGreaterThanOrEqual(3);
      expect(ofCustomer('customer-question-answer', id).length).toBeGreaterThan(0);
      expect(ofCustomer('customer-interact', id).length).toBeGreaterThanOrEqual(4);
      const recorded = ofCustomer('worker-call', id).filter(
        (c) => c.record_url === `/__demo/recording/${c.id}.wav`,
      );
      expect(recorded.length).toBeGreaterThan(0);
    }
    // A remark's follow-up is one of the same customer's.
    const remark = ofCustomer('worker-user-remark', 18)[0];
    expect(db.get('worker-user', Number(remark.worker_user_id))?.customer_id).toBe(18);
  });

  it('a recording is a playable WAV, served without a token', async () => {
    const res = await fetch('http://localhost/__demo/recording/7.wav');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...bytes.slice(8, 12))).toBe('WAVE');
  });

  it('the remark notice points at a real remark of its customer, with the page it is on', async () => {
    const res = await fetch(`${API}/worker-user-remark/notice`, { headers: auth() });
    const { data } = (await res.json()) as {
      data: { customer_id: number; remark_id: number; page: number };
    };
    const remarks = [...ofCustomer('worker-user-remark', data.customer_id)].sort((a, b) => b.id - a.id);
    const index = remarks.findIndex((r) => r.id === data.remark_id);
    expect(index).toBeGreaterThanOrEqual(REMARK_PAGE_SIZE);
    expect(data.page).toBe(Math.floor(index / REMARK_PAGE_SIZE) + 1);
    // The same page of the list holds it.
    const list = await fetch(
      `${API}/worker-user-remark?customer_id=${data.customer_id}&page=${data.page}&per_page=${REMARK_PAGE_SIZE}&sort=id&order=DESC`,
      { headers: auth() },
    );
    const body = (await list.json()) as { data: { id: number }[] };
    expect(body.data.map((r) => r.id)).toContain(data.remark_id);
  });
});
