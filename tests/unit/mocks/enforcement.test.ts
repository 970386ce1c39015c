import { resources } from '../../../resources';
import { canAction, requiredFor } from '../../../resources/core/permissions';
import { API_PATHS, fillPath } from '../../../dataProvider/paths';
import { resourcePath } from '../../../src/mocks/crud';
import { text } from '../../../src/mocks/messages';
import { createTestServer } from '../../../src/mocks/node';
import { call, login, type ErrorBody, type ListBody, type Row } from '../../support/demoClient';

/**
 * Issue 41 point 5: the demo API enforces what a worker's roles grant, everywhere. A receptionist
 * whose only role grants the clue list (query, get, add) signs in through the real handlers.
 */
const { server, db } = createTestServer({ customerCount: 60 });

const HELD = new Set(['customer.clue']);
const ACTIONS = { 'customer.clue': ['query', 'get', 'add'] } as const;
const FORBIDDEN = { zh: text('zh_CN', 'forbidden'), en: text('en', 'forbidden') };

let token = '';

/** The API path of a registry resource. */
const pathOf = (name: string): string => {
  const def = resources.find((r) => r.name === name);
  if (!def) throw new Error(`no resource ${name}`);
  return resourcePath(def);
};
const STORES = pathOf('store');
const CUSTOMERS = pathOf('customer');
const WORKERS = pathOf('worker');

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const admin = await login('admin');
  const role = await call<{ data: Row }>(pathOf('role'), {
    method: 'POST',
    token: admin,
    body: { name: '前台', permissions: [{ permission: 'customer.clue', actions: ['query', 'get', 'add'] }] },
  });
  const worker = await call(WORKERS, {
    method: 'POST',
    token: admin,
    body: {
      name: '前台小王',
      username: 'reception',
      type: 1,
      role_ids: [role.body.data.id],
      password: 'front1',
    },
  });
  expect(worker.status).toBe(201);
  token = await login('reception', 'front1');
});
afterAll(() => server.close());

/** Asserts a 403 with the spec's text, in both languages. */
async function expectForbidden(path: string, method = 'GET', body?: unknown): Promise<void> {
  const zh = await call<ErrorBody>(path, { method, token, body });
  expect({ path: `${method} ${path}`, status: zh.status, text: zh.body?.text }).toEqual({
    path: `${method} ${path}`,
    status: 403,
    text: FORBIDDEN.zh,
  });
  const en = await call<ErrorBody>(path, { method, token, body, lang: 'en' });
  expect(en.body?.text, `${method} ${path}`).toBe(FORBIDDEN.en);
}

describe('demo API: a clue-only role is enforced by every handler (issue 41)', () => {
  it('[V23] answers the clue list (200) and only the clues', async () => {
    const clues = await call<ListBody>(`${CUSTOMERS}?type=1`, { token });
    expect(clues.status).toBe(200);
    expect(clues.body.data.length).toBeGreaterThan(0);
    expect(clues.body.data.every((c) => c.customer_type === 1)).toBe(true);
  });

  it('[V23] refuses (403) the list of every registry resource the role does not open', async () => {
    const refused = resources.filter(
      (def) => def.can('list') && !canAction(requiredFor(def.access, 'list'), HELD, ACTIONS, 'query'),
    );
    expect(refused.map((d) => d.name)).toEqual(
      expect.arrayContaining(['customer', 'store', 'worker', 'role']),
    );
    for (const def of refused) await expectForbidden(resourcePath(def));
  });

  it('refuses a detail, an update, a delete and the exports; adds a customer only as a clue', async () => {
    await expectForbidden(`${CUSTOMERS}/1`);
    await expectForbidden(`${STORES}/1`);
    await expectForbidden(STORES, 'POST', { name: '新门店' });
    await expectForbidden(`${STORES}/1`, 'PUT', { name: '改名' });
    await expectForbidden(`${CUSTOMERS}/1`, 'PUT', { name: '改名' });
    await expectForbidden(`${STORES}/1`, 'DELETE');
    await expectForbidden(`${pathOf('role')}/2`, 'DELETE');
    await expectForbidden(`${STORES}/export`);
    await expectForbidden(`${WORKERS}/export`);
    await expectForbidden(API_PATHS.customer.export);
    await expectForbidden(WORKERS, 'POST', { name: '某人', username: 'someone' });

    const added = await call<{ data: Row }>(CUSTOMERS, {
      method: 'POST',
      token,
      body: { name: '来访客户', gender: 1, phone: '13912345678', customer_type: 2 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(db.get('customer', Number(added.body.data.id))?.customer_type).toBe(1);
  });

  it('refuses the bespoke calls: pool, allocation, dashboard, finance, settings, calls, matching, sms, media…', async () => {
    const ids = { ids: [1, 2], worker_id: 2 };
    const calls: [method: string, path: string, body?: unknown][] = [
      ['POST', API_PATHS.customer.batchUpdate, { ids: [1], type: 'claim' }],
      ['POST', API_PATHS.customer.backToSea, ids],
      ['POST', API_PATHS.customer.remove, ids],
      ['POST', API_PATHS.customer.restore, ids],
      ['POST', API_PATHS.customer.clear, ids],
      ['POST', API_PATHS.customer.avgAssign, ids],
      ['POST', API_PATHS.customer.allocate, ids],
      ['GET', API_PATHS.dashboard.todoList],
      ['GET', API_PATHS.dashboard.ranking],
      ['GET', API_PATHS.dashboard.workerStat],
      ['GET', API_PATHS.dashboard.calendarList],
      ['GET', API_PATHS.dashboard.workSummary],
      ['GET', API_PATHS.dashboard.sellWeekStat],
      ['GET', `${API_PATHS.dashboard.scheduleWeek}?store_id=1&week_start=2026-11-23`],
      ['PUT', fillPath(API_PATHS.dashboard.workerPassword, { id: 2 }), { password: 'hacked1' }],
      ['PUT', fillPath(API_PATHS.dashboard.followStatus, { id: 1 }), { status: 1 }],
      ['GET', API_PATHS.finance.balance],
      ['GET', fillPath(API_PATHS.settings.values, { scope: 'love', group: 'customer' })],
      ['PUT', fillPath(API_PATHS.settings.values, { scope: 'love', group: 'customer' }), {}],
      ['GET', API_PATHS.settings.official],
      ['PUT', API_PATHS.settings.official, {}],
      ['GET', API_PATHS.calls.stats],
      ['POST', API_PATHS.calls.callOut, { customer_id: 1, type: 0 }],
      ['GET', fillPath(API_PATHS.calls.detail, { id: 1 })],
      ['GET', API_PATHS.customer.matchSearch],
      ['POST', API_PATHS.customer.matchIgnore, { customer_id: 1, target_id: 2 }],
      ['POST', API_PATHS.customer.createInvite, { customer_id: 1, target_id: 2 }],
      ['GET', API_PATHS.customer.matchBackupList],
      ['GET', API_PATHS.customer.dailyDelivery],
      ['GET', API_PATHS.customer.guestWall],
      ['POST', API_PATHS.customer.guestWallAdd, { customer_ids: [1] }],
      ['POST', API_PATHS.sms.preview, { template_id: 1, customer_id: 1 }],
      ['POST', fillPath(API_PATHS.sms.resend, { id: 1 }), {}],
      ['POST', API_PATHS.customer.viewPhone, { id: 1 }],
      ['GET', fillPath(API_PATHS.customer.samePhoneList, { id: 1 })],
      ['PUT', fillPath(API_PATHS.customer.changeVipTime, { id: 1 }), { vip_end_at: '2027-01-01' }],
      ['POST', API_PATHS.contracts.create, { customer_id: 1 }],
      ['GET', API_PATHS.media.list],
      ['POST', API_PATHS.media.tagAdd, { name: '标签' }],
      ['GET', API_PATHS.admin.changeLog],
      ['GET', API_PATHS.admin.miniAppVersion],
      ['POST', API_PATHS.admin.packBuild, {}],
      ['GET', API_PATHS.admin.deviceOnline],
      ['POST', API_PATHS.admin.storeTransCustomer, { from_store_id: 1, to_store_id: 2 }],
      ['GET', fillPath(API_PATHS.domains.check, { id: 1 })],
      ['GET', API_PATHS.domains.quota],
      ['POST', API_PATHS.files.excelImport, {}],
    ];
    for (const [method, path, body] of calls) await expectForbidden(path, method, body);
  });
});
