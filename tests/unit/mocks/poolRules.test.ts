import { API_PATHS } from '../../../dataProvider/paths';
import type { DemoRecord } from '../../../src/mocks/db';
import { createTestServer } from '../../../src/mocks/node';
import { call, login, type ErrorBody, type Lang } from '../../support/demoClient';

// Claims and allocations are decided by the demo API (issue 40 point 3): a customer no longer in
// the public sea, another worker's customer or a missing permission is refused, one customer with
// a 409 naming who holds it, several with a per-record result (docs/api-conventions.md).

const { server, db } = createTestServer({ customerCount: 60 });
type Who = 'admin' | 'sales' | 'matchmaker';
const tokens: Record<Who, string> = { admin: '', sales: '', matchmaker: '' };
const ADMIN_WORKER = 1;
const SALES_WORKER = 2;
const MATCHMAKER_WORKER = 3;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  for (const name of ['admin', 'sales', 'matchmaker'] as const) tokens[name] = await login(name);
});
afterAll(() => server.close());

interface BatchBody {
  data: {
    count: number;
    done: number[];
    refused: { id: number; reason: string; text: string; holder_name?: string }[];
    assigned?: { worker_id: number; ids: number[] }[];
  };
}

const post = <T = BatchBody>(who: Who, path: string, body: unknown, lang: Lang = 'zh_CN') =>
  call<T>(path, { method: 'POST', token: tokens[who], body, lang });

/** Fresh public-sea customers (no worker, not in the bin), distinct from those of other tests. */
const used = new Set<number>();
function seaCustomers(count: number): DemoRecord[] {
  const found = db
    .list('customer')
    .filter((c) => !used.has(c.id))
    .slice(0, count);
  for (const c of found) {
    used.add(c.id);
    db.replace('customer', { ...c, customer_type: 2, worker_id: undefined, removed_at: undefined });
  }
  return found.map((c) => db.get('customer', c.id) as DemoRecord);
}

const claim = (who: Who, worker_id: number, ids: number[], lang: Lang = 'zh_CN') =>
  post(who, API_PATHS.customer.allocate, { ids, type: 2, worker_id, sub_type: 1 }, lang);

describe('[S07] demo claims and allocations decided by the server', () => {
  it.each([
    ['zh_CN', '该客户已被 王芳 领取'],
    ['en', 'This customer was already claimed by 王芳'],
  ] as const)(
    'a second claim of the same customer is a 409 naming the first claimer (%s)',
    async (lang, text) => {
      const [customer] = seaCustomers(1);
      expect((await claim('sales', SALES_WORKER, [customer.id])).status).toBe(200);
      const second = await claim('admin', ADMIN_WORKER, [customer.id], lang);
      expect(second.status).toBe(409);
      expect(second.body).toEqual({ code: 409, text });
      // The first claim holds: the customer is the sales worker's, in one list only.
      expect(db.get('customer', customer.id)).toMatchObject({ worker_id: SALES_WORKER, customer_type: 0 });
    },
  );

  it('a claim without `customer.public` is a 403 with the spec’s text; the customer stays in the sea', async () => {
    const [customer] = seaCustomers(1);
    const res = await claim('matchmaker', MATCHMAKER_WORKER, [customer.id]);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, text: '没有权限访问' });
    expect(db.get('customer', customer.id)).toMatchObject({ customer_type: 2, worker_id: undefined });
  });

  it('a batch claim with one customer taken claims the others and reports the taken one', async () => {
    const [a, taken, c] = seaCustomers(3);
    expect((await claim('admin', ADMIN_WORKER, [taken.id])).status).toBe(200);
    const res = await claim('sales', SALES_WORKER, [a.id, taken.id, c.id], 'en');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      count: 2,
      done: [a.id, c.id],
      refused: [
        {
          id: taken.id,
          reason: 'claimed',
          holder_name: '林晓',
          text: 'This customer was already claimed by 林晓',
        },
      ],
    });
    expect(db.get('customer', a.id)).toMatchObject({ worker_id: SALES_WORKER });
    expect(db.get('customer', taken.id)).toMatchObject({ worker_id: ADMIN_WORKER });
  });

  it('assigning evenly deals out only the customers still in the sea and reports the others', async () => {
    const [a, taken, c] = seaCustomers(3);
    expect((await claim('sales', SALES_WORKER, [taken.id])).status).toBe(200);
    const res = await post('admin', API_PATHS.customer.avgAssign, {
      ids: [a.id, taken.id, c.id],
      worker_ids: [ADMIN_WORKER],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.assigned).toEqual([{ worker_id: ADMIN_WORKER, ids: [a.id, c.id] }]);
    expect(res.body.data.refused).toEqual([
      { id: taken.id, reason: 'claimed', holder_name: '王芳', text: '该客户已被 王芳 领取' },
    ]);
    expect(db.get('customer', taken.id)).toMatchObject({ worker_id: SALES_WORKER });
  });

  it('a non-administrator may not allocate another worker’s customer: 409 naming the holder', async () => {
    const [customer] = seaCustomers(1);
    db.replace('customer', { ...customer, customer_type: 0, worker_id: MATCHMAKER_WORKER });
    const res = await post<ErrorBody>('sales', API_PATHS.customer.allocate, {
      ids: [customer.id],
      type: 0,
      worker_id: SALES_WORKER,
      sub_type: 1,
    });
    expect(res.status).toBe(409);
    expect(res.body.text).toBe('该客户由 陈静 负责，您无权操作');
    expect(db.get('customer', customer.id)).toMatchObject({ worker_id: MATCHMAKER_WORKER });
  });

  it('put back, remove and restore refuse a customer already where the action would put it', async () => {
    const [inSea, live] = seaCustomers(2);
    const back = await post<ErrorBody>('admin', API_PATHS.customer.backToSea, {
      ids: [inSea.id],
      reason: '长期未跟进',
    });
    expect(back.status).toBe(409);
    expect(back.body.text).toBe('该客户在公海中，请先领取');
    const restore = await post<ErrorBody>('admin', API_PATHS.customer.restore, { ids: [live.id] }, 'en');
    expect(restore.status).toBe(409);
    expect(restore.body.text).toBe('This customer is not in the bin');
    const remove = await post('admin', API_PATHS.customer.remove, { ids: [live.id], removal_reason: 1 });
    expect(remove.body.data).toEqual({ count: 1, done: [live.id], refused: [] });
    const again = await post('admin', API_PATHS.customer.remove, { ids: [live.id], removal_reason: 1 });
    expect(again.status).toBe(409);
  });
});
