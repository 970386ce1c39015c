import { API_PATHS } from '../../../dataProvider/paths';
import type { DemoRecord } from '../../../src/mocks/db';
import { isWorkingDay } from '../../../resources/core/seaCountdown';
import { createTestServer } from '../../../src/mocks/node';
import { DAY_MS, formatDate, formatDateTime } from '../../../src/mocks/seeding';
import { call, login } from '../../support/demoClient';

// get-stat-count (S12 menu badges): counted from the demo data for the caller, so claiming,
// allocating, putting back or removing a customer moves them.

const { server, db } = createTestServer({ customerCount: 200 });
const tokens: Record<'admin' | 'sales' | 'matchmaker', string> = { admin: '', sales: '', matchmaker: '' };
const SALES_WORKER = 2;
const MATCHMAKER_WORKER = 3;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  for (const name of ['admin', 'sales', 'matchmaker'] as const) tokens[name] = await login(name);
});
afterAll(() => server.close());

type Counts = Record<string, number>;

const counts = async (who: keyof typeof tokens): Promise<Counts> => {
  const res = await call<{ data: Counts }>(API_PATHS.counters.statCount, { token: tokens[who] });
  expect(res.status).toBe(200);
  return res.body.data;
};
const post = async (who: keyof typeof tokens, path: string, body: unknown) => {
  const res = await call(path, { method: 'POST', token: tokens[who], body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const dayTime = (days: number) => formatDateTime(new Date(Date.now() + days * DAY_MS));
const day = (days: number) => formatDate(new Date(Date.now() + days * DAY_MS));
/** A time `days` working days ago (the public-sea countdown counts Monday to Friday). */
function workingDaysAgo(days: number): string {
  let d = new Date();
  for (let left = days; left > 0; d = new Date(d.getTime() - DAY_MS)) if (isWorkingDay(d)) left--;
  return formatDateTime(d);
}
const live = (c: DemoRecord) => !c.removed_at;
/** A customer of the list type, distinct from those already picked. */
const picked = new Set<number>();
function pick(keep: (c: DemoRecord) => boolean): DemoRecord {
  const found = db.list('customer').find((c) => live(c) && !picked.has(c.id) && keep(c));
  if (!found) throw new Error('no customer to pick');
  picked.add(found.id);
  return found;
}
const set = (c: DemoRecord, values: Record<string, unknown>) => db.replace('customer', { ...c, ...values });

describe('[S12] demo get-stat-count: counted from the customers', () => {
  it('answers every counter; clues never followed up are counted for everyone', async () => {
    const admin = await counts('admin');
    expect(Object.keys(admin).sort()).toEqual(
      [
        'call_in_no_answer_count',
        'connect_wait_count',
        'customer_clue_count',
        'my_allocate_count',
        'my_customer_count',
        'plan_expiry_count',
        'public_sea_count',
      ].sort(),
    );
    const newClues = db.list('customer').filter((c) => live(c) && c.customer_type === 1 && !c.last_follow_at);
    expect(admin.customer_clue_count).toBe(newClues.length);
    expect((await counts('sales')).customer_clue_count).toBe(newClues.length);
    set(
      pick((c) => c.customer_type === 1 && !!c.last_follow_at),
      { last_follow_at: undefined },
    );
    expect((await counts('matchmaker')).customer_clue_count).toBe(newClues.length + 1);
  });

  it('counts my customers due in the sea within 3 working days: the caller’s own, everyone’s for an admin', async () => {
    const mine = (c: DemoRecord) => c.customer_type === 0 && c.worker_id === MATCHMAKER_WORKER;
    // Three of the matchmaker's customers, overdue first (due 5 working days ago: not counted).
    const three = [pick(mine), pick(mine), pick(mine)];
    three.forEach((c) => set(c, { created_at: dayTime(-40), last_follow_at: workingDaysAgo(20) }));
    const [admin, sales, matchmaker] = await Promise.all([
      counts('admin'),
      counts('sales'),
      counts('matchmaker'),
    ]);
    // Due in 2 working days (followed up 13 of 15 ago): counted; in 5 or 1 overdue: not.
    [13, 10, 16].forEach((days, i) => set(three[i], { last_follow_at: workingDaysAgo(days) }));
    expect((await counts('matchmaker')).my_customer_count).toBe(matchmaker.my_customer_count + 1);
    expect((await counts('admin')).my_customer_count).toBe(admin.my_customer_count + 1);
    expect((await counts('sales')).my_customer_count).toBe(sales.my_customer_count);
  });

  it('claiming a new public-sea customer moves it from the sea’s count to the claimer’s', async () => {
    const customer = pick((c) => c.customer_type === 2);
    set(customer, {
      sea_entered_at: dayTime(-1),
      created_at: dayTime(-40),
      last_follow_at: workingDaysAgo(13),
    });
    const before = await counts('sales');
    await post('sales', API_PATHS.customer.allocate, {
      ids: [customer.id],
      type: 2,
      worker_id: SALES_WORKER,
    });
    expect(db.get('customer', customer.id)).toMatchObject({ customer_type: 0, worker_id: SALES_WORKER });
    const after = await counts('sales');
    expect(after.public_sea_count).toBe(before.public_sea_count - 1);
    expect(after.my_customer_count).toBe(before.my_customer_count + 1);
  });

  it('counts public-sea customers that entered the sea in the last 7 days, put back ones included', async () => {
    const before = await counts('admin');
    const longInSea = (c: DemoRecord) => c.customer_type === 2 && String(c.sea_entered_at) < dayTime(-10);
    set(pick(longInSea), { sea_entered_at: dayTime(-6) });
    set(pick(longInSea), { sea_entered_at: dayTime(-8) });
    const after = await counts('admin');
    const customer = pick((c) => c.customer_type === 0);
    await post('admin', API_PATHS.customer.backToSea, { ids: [customer.id], reason: '长期未跟进' });
    expect(db.get('customer', customer.id)).toMatchObject({ customer_type: 2 });
    expect((await counts('admin')).public_sea_count).toBe(after.public_sea_count + 1);
    expect((await counts('sales')).public_sea_count).toBe(after.public_sea_count + 1);
    expect(after.public_sea_count).toBe(before.public_sea_count + 1);
  });

  it('allocating a member whose plan ends within 30 days counts it for the matchmaker', async () => {
    const soon = pick((c) => c.customer_type === 1);
    const later = pick((c) => c.customer_type === 1);
    set(soon, { vip_expire_at: day(10), is_vip: true });
    set(later, { vip_expire_at: day(31), is_vip: true });
    const before = await counts('matchmaker');
    await post('admin', API_PATHS.customer.allocate, {
      ids: [soon.id, later.id],
      type: 1,
      worker_id: MATCHMAKER_WORKER,
      sub_type: 2,
    });
    expect(db.get('customer', soon.id)).toMatchObject({ customer_type: 3, worker_id: MATCHMAKER_WORKER });
    expect((await counts('matchmaker')).my_allocate_count).toBe(before.my_allocate_count + 1);
  });

  it('removing an expired member into the bin takes it out of the plan-expiry count', async () => {
    const recent = pick((c) => c.customer_type === 4);
    const long = pick((c) => c.customer_type === 4);
    set(recent, { vip_expire_at: day(-5), is_vip: false });
    set(long, { vip_expire_at: day(-31), is_vip: false });
    const before = await counts('matchmaker');
    expect(before.plan_expiry_count).toBeGreaterThan(0);
    await post('admin', API_PATHS.customer.remove, { ids: [recent.id, long.id], removal_reason: 1 });
    expect((await counts('matchmaker')).plan_expiry_count).toBe(before.plan_expiry_count - 1);
  });
});
