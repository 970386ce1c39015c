import dayjs from 'dayjs';
import { API_PATHS, fillPath } from '../../../dataProvider/paths';
import { isWorkingDay } from '../../../resources/core/seaCountdown';
import { daysToNextWorkingDay, demoNow } from '../../../src/mocks/clock';
import { createTestServer } from '../../../src/mocks/node';
import { formatDate, formatDateTime } from '../../../src/mocks/seeding';
import { call, login, type ErrorBody, type ListBody, type Row } from '../../support/demoClient';

// The demo clock (issue 42): each day it moves applies the business rules of the basic settings.

const { server, db } = createTestServer({ customerCount: 300 });
const tokens = { admin: '', sales: '', matchmaker: '' };
type Who = keyof typeof tokens;

/** The workers of the demo accounts (src/mocks/accounts.ts). */
const SALES_WORKER = 2;
const MATCHMAKER_WORKER = 3;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  for (const who of Object.keys(tokens) as Who[]) tokens[who] = await login(who);
});
afterAll(() => server.close());

const CLOCK = API_PATHS.demo.clock;
const CUSTOMERS = '/plugin/love/admin/customer';
const BASIC = fillPath(API_PATHS.settings.values, { scope: 'love', group: 'basic' });

interface ClockBody {
  data: {
    offset_days: number;
    today: string;
    now: string;
    days: number;
    into_sea: number[];
    sea_warned: number[];
    expired: number[];
    expiry_warned: number[];
  };
}

const advance = async (body: Row) => {
  const res = await call<ClockBody>(CLOCK, { method: 'POST', body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

const customer = async (id: number) =>
  (await call<{ data: Row }>(`${CUSTOMERS}/${id}`, { token: tokens.admin })).body.data;

const unreadNotices = async (who: Who) =>
  (
    await call<{ data: { content: { method: string; arguments: Row } }[] }>(
      `${API_PATHS.notices.list}?scene=SiteNotice&read=0&per_page=100`,
      { token: tokens[who] },
    )
  ).body.data.map((n) => n.content);

const counts = async (who: Who) =>
  (await call<{ data: Record<string, number> }>(API_PATHS.counters.statCount, { token: tokens[who] })).body
    .data;

/**
 * A customer of "my customers" of the salesperson, followed up at the demo's now: a seeded one
 * while there is one, else one given back to the salesperson (the clock has moved the others).
 */
function followedUpNow(): number {
  const live = db.list('customer').filter((c) => !c.removed_at && typeof c.worker_id === 'number');
  const c = live.findLast((r) => r.customer_type === 0 && r.worker_id === SALES_WORKER) ?? live[0];
  if (!c) throw new Error('no customer held by a worker in the seed');
  const now = formatDateTime(demoNow(db));
  db.replace('customer', { ...c, customer_type: 0, worker_id: SALES_WORKER, last_follow_at: now });
  return c.id;
}

async function setSeaDays(days: number): Promise<void> {
  const read = (await call<{ data: Row }>(BASIC, { token: tokens.admin })).body.data;
  const saved = await call(BASIC, {
    method: 'PUT',
    token: tokens.admin,
    body: { public_sea_days: days, revision: read.revision },
  });
  expect(saved.status).toBe(200);
}

describe('demo API: the demo clock (issue 42)', () => {
  it('starts at the real today and moves whole days forward; a wrong move is a 422 in the language asked', async () => {
    const start = (await call<ClockBody>(CLOCK)).body.data;
    expect(start).toMatchObject({ offset_days: 0, today: formatDate(new Date()) });
    const moved = await advance({ days: 2 });
    expect(moved).toMatchObject({ offset_days: 2, days: 2 });
    expect(moved.today).toBe(dayjs().add(2, 'day').format('YYYY-MM-DD'));
    const next = await advance({ to: 'next_working_day' });
    expect(next.days).toBeGreaterThanOrEqual(1);
    expect(next.days).toBeLessThanOrEqual(3);
    expect(isWorkingDay(next.today)).toBe(true);
    for (const body of [{ days: 0 }, { days: 400 }, { to: 'tomorrow' }, {}]) {
      const res = await call<ErrorBody>(CLOCK, { method: 'POST', body, lang: 'en' });
      expect(res.status).toBe(422);
      expect(res.body.text).toMatch(/[a-z]/i);
    }
    expect((await call<ClockBody>(CLOCK)).body.data.offset_days).toBe(2 + next.days);
  });

  it('counts 1 to 3 days to the next working day (Monday to Friday)', () => {
    expect(daysToNextWorkingDay(new Date(2026, 4, 20))).toBe(1); // Wednesday → Thursday
    expect(daysToNextWorkingDay(new Date(2026, 4, 22))).toBe(3); // Friday → Monday
    expect(daysToNextWorkingDay(new Date(2026, 4, 23))).toBe(2); // Saturday → Monday
  });

  it('a customer of "my customers" not followed up for public_sea_days working days flows into the public sea, warned 3 working days before, with the log, the notices and the counters', async () => {
    const id = followedUpNow();
    const seaBefore = (await counts('sales')).public_sea_count;
    const listed = await call<ListBody>(`${CUSTOMERS}?type=0&per_page=200`, { token: tokens.sales });
    const row = listed.body.data.find((r) => r.id === id);
    expect(row).toMatchObject({ sea_days_left: 15, sea_flow_days: 15 });
    const flowDay = String(row?.sea_flow_at).slice(0, 10);
    let warnedOn: string | undefined;
    let flowedOn: string | undefined;
    for (let day = 0; day < 40 && !flowedOn; day++) {
      const moved = await advance({ days: 1 });
      if (moved.sea_warned.includes(id)) warnedOn = moved.today;
      if (moved.into_sea.includes(id)) flowedOn = moved.today;
    }
    expect(flowedOn).toBe(flowDay);
    expect(warnedOn).toBeDefined();
    expect(isWorkingDay(warnedOn)).toBe(true);
    expect(dayjs(flowDay).diff(dayjs(warnedOn), 'day')).toBeGreaterThanOrEqual(3);
    expect(await customer(id)).toMatchObject({
      customer_type: 2,
      sea_entered_at: expect.stringMatching(flowDay),
    });
    expect((await customer(id)).worker_id).toBeUndefined();
    const log = db.list('customer-action-log').filter((l) => l.customer_id === id && l.action === 'into_sea');
    expect(log).toHaveLength(1);
    expect(String(log[0].content)).toContain('15');
    const notices = await unreadNotices('sales');
    expect(notices).toContainEqual({
      method: 'inflowIntoTheSea',
      arguments: expect.objectContaining({ customer_id: id }),
    });
    expect(notices).toContainEqual({
      method: 'willInflowIntoTheSea',
      arguments: expect.objectContaining({ customer_id: id, days: 12 }),
    });
    expect((await counts('sales')).public_sea_count).toBeGreaterThan(seaBefore);
  });

  it('a lower public_sea_days in the basic settings makes the customer flow earlier, as the list counts it', async () => {
    const id = followedUpNow();
    const leftAt = async () =>
      (await call<ListBody>(`${CUSTOMERS}?type=0&per_page=200`, { token: tokens.sales })).body.data.find(
        (r) => r.id === id,
      );
    expect(await leftAt()).toMatchObject({ sea_days_left: 15 });
    await setSeaDays(5);
    const row = await leftAt();
    expect(row).toMatchObject({ sea_days_left: 5, sea_flow_days: 5 });
    const today = (await call<ClockBody>(CLOCK)).body.data.today;
    const days = dayjs(String(row?.sea_flow_at).slice(0, 10)).diff(dayjs(today), 'day');
    expect(days).toBeLessThanOrEqual(9);
    if (days > 1) expect((await advance({ days: days - 1 })).into_sea).not.toContain(id);
    expect((await customer(id)).customer_type).toBe(0);
    const moved = await advance({ days: 1 });
    expect(moved.into_sea).toContain(id);
    expect(
      db.list('customer-action-log').findLast((l) => l.customer_id === id && l.action === 'into_sea')
        ?.content,
    ).toContain('5');
    await setSeaDays(15);
  });

  it('a member whose plan ends is warned expire_notice_days before and becomes an expired member after its last day', async () => {
    const member = db.list('customer').find((c) => c.customer_type === 3);
    if (!member) throw new Error('no member of "my allocated" in the seed');
    const end = dayjs(demoNow(db)).add(9, 'day').format('YYYY-MM-DD');
    db.replace('customer', { ...member, is_vip: true, vip_expire_at: end, worker_id: MATCHMAKER_WORKER });
    expect((await advance({ days: 2 })).expiry_warned).toContain(member.id);
    expect(await unreadNotices('matchmaker')).toContainEqual({
      method: 'willIntoExpiredVip',
      arguments: expect.objectContaining({ customer_id: member.id, days: 7 }),
    });
    expect((await advance({ days: 7 })).expired).not.toContain(member.id);
    expect(await customer(member.id)).toMatchObject({ customer_type: 3, is_vip: true });
    expect((await advance({ days: 1 })).expired).toContain(member.id);
    expect(await customer(member.id)).toMatchObject({ customer_type: 4, is_vip: false, vip_expire_at: end });
    expect(await unreadNotices('matchmaker')).toContainEqual({
      method: 'intoExpiredVip',
      arguments: expect.objectContaining({ customer_id: member.id }),
    });
    expect((await counts('matchmaker')).plan_expiry_count).toBeGreaterThanOrEqual(1);
  });

  it('what the server stores afterwards is dated the demo today', async () => {
    const clock = (await call<ClockBody>(CLOCK)).body.data;
    const created = db.create('customer-action-log', { customer_id: 1, action: 'update' });
    expect(String(created.created_at).slice(0, 10)).toBe(clock.today);
    expect(String(created.updated_at).slice(0, 10)).toBe(clock.today);
  });
});
