import { API_PATHS, fillPath } from '../../../dataProvider/paths';
import type { DemoRecord } from '../../../src/mocks/db';
import { createTestServer } from '../../../src/mocks/node';
import { call, login, type ErrorBody, type ListBody } from '../../support/demoClient';

// Issue 42 point 2: the missed-call count of get-stat-count is the number of unhandled missed
// calls (incoming, not answered, neither called back nor ignored); calling back or ignoring one
// lowers it, and the call list's `handle_state=0` filter lists exactly the ones counted.

const { server, db } = createTestServer();
const tokens: Record<'admin' | 'sales' | 'matchmaker', string> = { admin: '', sales: '', matchmaker: '' };
const SALES_WORKER = 2;
const CALLS = 'worker-call';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  for (const name of ['admin', 'sales', 'matchmaker'] as const) tokens[name] = await login(name);
});
afterAll(() => server.close());

type Who = keyof typeof tokens;

const missedCount = async (who: Who): Promise<number> => {
  const res = await call<{ data: Record<string, number> }>(API_PATHS.counters.statCount, {
    token: tokens[who],
  });
  expect(res.status).toBe(200);
  return res.body.data.call_in_no_answer_count;
};
const unhandled = (c: DemoRecord) => c.type === 1 && c.state === 3 && c.handle_state === 0;
const unhandledOf = (worker?: number) =>
  db.list(CALLS).filter((c) => unhandled(c) && (worker === undefined || c.worker_id === worker));
const ignore = (who: Who, id: number, lang: 'zh_CN' | 'en' = 'zh_CN') =>
  call<ErrorBody | undefined>(fillPath(API_PATHS.calls.ignore, { id }), {
    method: 'PUT',
    token: tokens[who],
    lang,
  });
const listed = async (who: Who, query: string) =>
  (await call<ListBody>(`${API_PATHS.calls.callOut}?${query}&per_page=100`, { token: tokens[who] })).body;

describe('[S21] demo missed calls: counted until called back or ignored', () => {
  it('counts the caller’s own unhandled missed calls, everyone’s for an administrator; none is counted twice', async () => {
    // The seed: the salesperson has two of its own; older calls were called back or ignored.
    expect(unhandledOf(SALES_WORKER)).toHaveLength(2);
    expect(await missedCount('sales')).toBe(2);
    expect(await missedCount('admin')).toBe(unhandledOf().length);
    expect(await missedCount('matchmaker')).toBe(unhandledOf(3).length);
    const settled = db.list(CALLS).filter((c) => c.type === 1 && c.state === 3);
    expect(settled.every((c) => [0, 1, 2].includes(Number(c.handle_state)))).toBe(true);
    expect(
      db
        .list(CALLS)
        .filter((c) => c.handle_state !== undefined)
        .every((c) => c.type === 1),
    ).toBe(true);
  });

  it('the list filter handle_state=0 (with the own worker) lists exactly the calls counted', async () => {
    const mine = await listed('sales', `handle_state=0&worker_id=${SALES_WORKER}`);
    expect(mine.meta.total).toBe(await missedCount('sales'));
    expect(mine.data.every((c) => c.handle_state === 0 && c.type === 1 && c.state === 3)).toBe(true);
    expect((await listed('admin', 'handle_state=0')).meta.total).toBe(await missedCount('admin'));
  });

  it('ignoring a missed call lowers the count once; a second ignore or a call that was answered is refused (422)', async () => {
    const [first] = unhandledOf(SALES_WORKER);
    const before = await missedCount('sales');
    const adminBefore = await missedCount('admin');
    expect((await ignore('sales', first.id)).status).toBe(204);
    expect(db.get(CALLS, first.id)?.handle_state).toBe(2);
    expect(await missedCount('sales')).toBe(before - 1);
    expect(await missedCount('admin')).toBe(adminBefore - 1);
    const again = await ignore('sales', first.id, 'en');
    expect(again.status).toBe(422);
    expect(again.body?.text).toBe('Only a missed call not handled yet can be ignored');
    const answered = db.list(CALLS).find((c) => c.state === 2);
    expect((await ignore('sales', Number(answered?.id))).status).toBe(422);
    expect((await ignore('sales', 999_999)).status).toBe(404);
  });

  it('calling the customer back handles every unhandled missed call of that customer', async () => {
    const [missed] = unhandledOf(SALES_WORKER);
    const customerId = Number(missed.customer_id);
    // A second missed call of the same customer, on the admin's desk.
    const other = db.create(CALLS, { ...missed, id: undefined, worker_id: 1 });
    const [sales, admin] = [await missedCount('sales'), await missedCount('admin')];
    const res = await call<{ data: { id: number } }>(API_PATHS.calls.callOut, {
      method: 'POST',
      token: tokens.sales,
      body: { customer_id: customerId, type: 0 },
    });
    expect(res.status).toBe(200);
    expect(db.get(CALLS, missed.id)?.handle_state).toBe(1);
    expect(db.get(CALLS, other.id)?.handle_state).toBe(1);
    expect(await missedCount('sales')).toBe(sales - 1);
    expect(await missedCount('admin')).toBe(admin - 2);
    // The outgoing call itself is no missed call, and ends as usual.
    expect(db.get(CALLS, res.body.data.id)?.handle_state).toBeUndefined();
    expect(
      (
        await call(fillPath(API_PATHS.calls.noAnswer, { id: res.body.data.id }), {
          method: 'PUT',
          token: tokens.sales,
        })
      ).status,
    ).toBe(204);
    expect(await missedCount('sales')).toBe(0);
  });

  it('a new missed call (hung up before it was answered) counts until it is handled', async () => {
    const simulated = await call<{ data: { call_id: number } }>(API_PATHS.demo.simulate, {
      method: 'POST',
      token: tokens.sales,
      body: { kind: 'missed' },
    });
    expect(db.get(CALLS, simulated.body.data.call_id)?.handle_state).toBe(0);
    expect(await missedCount('sales')).toBe(1);
    const ringing = await call<{ data: { call_id: number } }>(API_PATHS.demo.simulate, {
      method: 'POST',
      token: tokens.sales,
      body: { kind: 'incoming' },
    });
    const id = ringing.body.data.call_id;
    const closed = await call(fillPath(API_PATHS.calls.close, { id }), {
      method: 'PUT',
      token: tokens.sales,
      body: { gender: 1 },
    });
    expect(closed.status).toBe(200);
    expect(db.get(CALLS, id)).toMatchObject({ state: 3, handle_state: 0 });
    expect(await missedCount('sales')).toBe(2);
    for (const c of unhandledOf(SALES_WORKER)) expect((await ignore('sales', c.id)).status).toBe(204);
    expect(await missedCount('sales')).toBe(0);
  });
});
