import { financeOf } from '../../../src/mocks/bespoke/finance';
import { createTestServer } from '../../../src/mocks/node';
import { RECHARGE_COLLECTION, TICKET_TTL_SECONDS } from '../../../src/mocks/recharge';
import { escapeHtml } from '../../../src/mocks/rechargePage';
import { call, login, ORIGIN, type ErrorBody, type Lang } from '../../support/demoClient';

const { server, db } = createTestServer({ customerCount: 30 });

const BALANCE = '/plugin/qianfan/admin/finance/balance?store_id=1';
const BILL = '/plugin/qianfan/admin/finance/bill?store_id=1';
const TICKET = '/plugin/qianfan/admin/finance/recharge/ticket';
const RECHARGE = '/plugin/qianfan/admin/finance/recharge';

let admin = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  admin = await login('admin');
});
afterAll(() => server.close());

interface Balance {
  balance: number;
  sms_left_num: number;
}
interface BillRow {
  type: string;
  amount: number;
  count: number;
  worker_name: string;
  paid_at: string;
}

/**
 * What the store's recharges added to its balances: the answer less the seeded figures of the same
 * minute (the seeded balance drifts by 1.25 yuan a minute and jumps back every four hours).
 */
async function balance(): Promise<Balance> {
  const { data } = (await call<{ data: Balance }>(BALANCE, { token: admin })).body;
  const seeded = financeOf(1);
  return { balance: data.balance - seeded.balance, sms_left_num: data.sms_left_num - seeded.sms_left_num };
}
const bill = async () => (await call<{ data: BillRow[] }>(BILL, { token: admin })).body.data;

async function ticketFor(body: Record<string, unknown>, lang: Lang = 'zh_CN', token = admin) {
  const res = await call<{ data: { ticket: string; expires_in: number } }>(TICKET, {
    method: 'POST',
    token,
    lang,
    body: { store_id: 1, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** The recharge path's form post as a browser sends it: no session, urlencoded fields. */
async function post(fields: Record<string, string>) {
  const res = await fetch(`${ORIGIN}${RECHARGE}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'zh-CN' },
    body: new URLSearchParams(fields).toString(),
  });
  return {
    status: res.status,
    html: await res.text(),
    csp: res.headers.get('content-security-policy') ?? '',
  };
}

const orderOf = (html: string) => /name="order" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
const stateOf = (html: string) => /data-state="(\w+)"/.exec(html)?.[1];

describe('demo API: recharge (issue 42)', () => {
  it('[V04] a ticket opens the payment page once: amount, pay and cancel, no script, a nonce-only CSP', async () => {
    const { ticket, expires_in } = await ticketFor({ type: 'cash', amount: '500' });
    expect(expires_in).toBe(TICKET_TTL_SECONDS);
    const first = await post({ ticket });
    expect(first.status).toBe(200);
    expect(stateOf(first.html)).toBe('open');
    expect(first.html).toContain('现金余额充值');
    expect(first.html).toContain('¥500.00');
    expect(first.html).toContain('data-testid="payment-pay"');
    expect(first.html).toContain('data-testid="payment-cancel"');
    expect(first.html).not.toMatch(/<script|https?:\/\//);
    expect(first.csp).toMatch(/^default-src 'none'; style-src 'nonce-[0-9a-f]+'/);
    // The same ticket again: spent.
    const again = await post({ ticket });
    expect(again.status).toBe(410);
    expect(again.html).toContain('data-reason="used"');
  });

  it('a ticket past its lifetime, or unknown, or missing opens an error page', async () => {
    const { ticket } = await ticketFor({ type: 'cash', amount: '200' });
    const record = db.list(RECHARGE_COLLECTION).find((r) => r.ticket === ticket);
    if (!record) throw new Error('no recharge stored');
    db.replace(RECHARGE_COLLECTION, { ...record, issued_ms: Date.now() - (TICKET_TTL_SECONDS + 1) * 1000 });
    const expired = await post({ ticket });
    expect(expired.status).toBe(410);
    expect(expired.html).toContain('data-reason="expired"');
    expect((await post({ ticket: 'f00d' })).status).toBe(404);
    expect((await post({})).status).toBe(400);
  });

  it('paying raises the cash balance by the amount and adds a bill row; paying twice does nothing more', async () => {
    const before = await balance();
    const rows = (await bill()).length;
    const { ticket } = await ticketFor({ type: 'cash', amount: '1234.5' });
    const order = orderOf((await post({ ticket })).html);
    const paid = await post({ order, action: 'pay' });
    expect(stateOf(paid.html)).toBe('paid');
    const after = await balance();
    expect(after.balance - before.balance).toBeCloseTo(1234.5, 2);
    const [row, ...rest] = await bill();
    expect(rest).toHaveLength(rows);
    expect(row).toMatchObject({ type: 'cash', amount: 1234.5, worker_name: expect.any(String) });
    expect(row?.paid_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const twice = await post({ order, action: 'pay' });
    expect(twice.status).toBe(409);
    expect((await bill()).length).toBe(rows + 1);
  });

  it('an SMS package adds its messages to the SMS balance; the page speaks English to an English app', async () => {
    const before = await balance();
    const { ticket } = await ticketFor({ type: 'sms', package_id: 2 }, 'en');
    const page = await post({ ticket });
    expect(page.html).toContain('SMS recharge');
    expect(page.html).toContain('5,000 messages');
    expect(page.html).toContain('>Pay<');
    await post({ order: orderOf(page.html), action: 'pay' });
    const after = await balance();
    expect(after.sms_left_num - before.sms_left_num).toBe(5_000);
    expect((await bill())[0]).toMatchObject({ type: 'sms', amount: 280, count: 5_000 });
  });

  it('cancelling changes neither the balance nor the bill, and the order cannot be paid afterwards', async () => {
    const rows = (await bill()).length;
    const before = await balance();
    const { ticket } = await ticketFor({ type: 'cash', amount: '300' });
    const order = orderOf((await post({ ticket })).html);
    const cancelled = await post({ order, action: 'cancel' });
    expect(stateOf(cancelled.html)).toBe('cancelled');
    expect((await post({ order, action: 'pay' })).status).toBe(409);
    expect((await bill()).length).toBe(rows);
    expect((await balance()).balance).toBeCloseTo(before.balance, 2);
  });

  it('[V01][V02][V03] a ticket is refused for an amount the form refuses or an unknown package, and without the permission', async () => {
    for (const amount of ['', '12.345', '99.99']) {
      const res = await call<ErrorBody>(TICKET, {
        method: 'POST',
        token: admin,
        body: { type: 'cash', amount },
      });
      expect(res.status).toBe(422);
    }
    const unknown = await call<ErrorBody>(TICKET, {
      method: 'POST',
      token: admin,
      body: { type: 'sms', package_id: 99 },
    });
    expect(unknown.status).toBe(422);
    const matchmaker = await login('matchmaker');
    const refused = await call<ErrorBody>(TICKET, {
      method: 'POST',
      token: matchmaker,
      body: { type: 'cash', amount: '500' },
    });
    expect(refused.status).toBe(403);
    expect((await call(TICKET, { method: 'POST', body: { type: 'cash', amount: '500' } })).status).toBe(401);
  });

  it('escapes what it writes into the page', () => {
    expect(escapeHtml(`<b a="1">'&'</b>`)).toBe('&lt;b a=&quot;1&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;');
  });
});
