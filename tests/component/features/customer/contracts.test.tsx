import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DemoRecord } from '../../../../src/mocks/db';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// The customer detail page's contracts tab and the header card's Call button (issue 11).

const { server, db } = setupDemoServer({ customerCount: 20 });

const contractsOf = (id: number) =>
  db
    .list('contract')
    .filter((c) => c.customer_id === id)
    .sort((a, b) => String(b.signed_at).localeCompare(String(a.signed_at)));

/** A seeded customer with at least `n` contracts. */
function withContracts(n = 1): DemoRecord {
  const found = db.list('customer').find((c) => contractsOf(c.id).length >= n);
  if (!found) throw new Error(`no customer with ${n} contract(s) in the demo data`);
  return found;
}

/** A seeded customer without a contract. */
function withoutContract(): DemoRecord {
  const found = db.list('customer').find((c) => contractsOf(c.id).length === 0);
  if (!found) throw new Error('every customer has a contract in the demo data');
  return found;
}

const sent: { method: string; path: string; body: string }[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method !== 'POST') return;
  const path = new URL(request.url).pathname;
  void request
    .clone()
    .text()
    .then((body) => sent.push({ method: request.method, path, body }));
});

describe('demo contracts', () => {
  it('members among the customers with a history have realistic contracts', () => {
    const all = db.list('contract');
    expect(all.length).toBeGreaterThan(0);
    for (const c of all) {
      const customer = db.get('customer', Number(c.customer_id));
      expect(customer?.is_vip === true || customer?.package_id !== undefined).toBe(true);
      expect(c.no).toMatch(/^HT\d{8}\d{4}[12]$/);
      expect(c.party_b).toBe(customer?.name);
      const period = c.expireTime as { start: string; end: string };
      expect(period.start < period.end).toBe(true);
      expect(String(c.signed_at) <= period.start).toBe(true);
      expect((c.services as unknown[]).length).toBeGreaterThanOrEqual(4);
      for (const a of c.attaches as { url: string }[]) expect(a.url).toMatch(/^https:\/\//);
    }
    // Part of the customers, not all of them.
    expect(db.list('customer').some((c) => contractsOf(c.id).length === 0)).toBe(true);
  });
});

describe('contracts tab (issue 11 point 2)', () => {
  it(
    'lists the customer’s contracts newest first with number, dates, price, services and safe links; the count is in the label',
    async () => {
      const customer = withContracts();
      // An attachment the server sent with an unsafe address is shown as no link at all.
      db.create('contract', {
        no: 'HT202401010001X',
        customer_id: customer.id,
        party_b: customer.name,
        signed_at: '2024-01-01',
        services: [{ content: '试用服务' }],
        expireTime: { start: '2024-01-02', end: '2024-02-01' },
        order_price: 1234.5,
        attaches: [{ url: 'javascript:alert(1)' }, { url: 'http://files.example.com/a%20b.pdf' }],
        created_at: '2024-01-01 10:00:00',
      });
      const expected = contractsOf(customer.id);
      await loginAs('admin');
      await renderApp(`/customer/detail?id=${customer.id}&tab=contract`);
      const tab = await screen.findByTestId('customer-tab-contract', {}, APP_WAIT);
      await waitFor(() => expect(tab).toHaveTextContent(`Contracts${expected.length}`), APP_WAIT);
      const panel = await screen.findByTestId('contract-tab', {}, APP_WAIT);
      await waitFor(
        () => expect(within(panel).getAllByTestId('contract-item')).toHaveLength(expected.length),
        APP_WAIT,
      );
      expect(
        within(panel)
          .getAllByTestId('contract-no')
          .map((e) => e.textContent),
      ).toEqual(expected.map((c) => c.no));
      const first = within(panel).getAllByTestId('contract-item')[0];
      const top = expected[0];
      const period = top.expireTime as { start: string; end: string };
      expect(within(first).getByTestId('contract-signed')).toHaveTextContent(String(top.signed_at));
      expect(within(first).getByTestId('contract-period')).toHaveTextContent(
        `${period.start} to ${period.end}`,
      );
      expect(within(first).getByTestId('contract-price')).toHaveTextContent(
        `¥${Number(top.order_price).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      );
      for (const s of top.services as { content: string }[])
        expect(within(first).getByTestId('contract-services')).toHaveTextContent(s.content);
      // The injected one is the oldest: its price with two decimals, one link out of two addresses.
      const last = within(panel).getAllByTestId('contract-item').at(-1);
      if (!last) throw new Error('no contract item');
      expect(within(last).getByTestId('contract-price')).toHaveTextContent('¥1,234.50');
      // The attachments' links (the card's Edit action is a link too).
      const links = within(within(last).getByTestId('contract-attaches')).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAttribute('href', 'http://files.example.com/a%20b.pdf');
      expect(links[0]).toHaveTextContent('a b.pdf');
      expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    },
    APP_TEST_MS,
  );

  it(
    'shows a plain empty state and a zero count for a customer without contracts (zh-CN)',
    async () => {
      const customer = withoutContract();
      await loginAs('admin');
      await renderApp(`/customer/detail?id=${customer.id}&tab=contract`, undefined, undefined, 'zh-CN');
      const tab = await screen.findByTestId('customer-tab-contract', {}, APP_WAIT);
      await waitFor(() => expect(tab).toHaveTextContent('合同0'), APP_WAIT);
      const panel = await screen.findByTestId('contract-tab', {}, APP_WAIT);
      expect(await within(panel).findByTestId('tab-empty', {}, APP_WAIT)).toHaveTextContent('暂无合同');
      expect(within(panel).queryByTestId('contract-item')).toBeNull();
    },
    APP_TEST_MS,
  );
});

describe('header card Call button (issue 11 point 1)', () => {
  it(
    'stands out and takes the focus when a missed call’s "call back" opened the page (flag cleared)',
    async () => {
      const customer = withContracts();
      sessionStorage.setItem('blind.customer-call', String(customer.id));
      await loginAs('admin');
      await renderApp(`/customer/detail?id=${customer.id}`);
      const card = await screen.findByTestId('customer-header-card', {}, APP_WAIT);
      const button = within(card).getByTestId('customer-call');
      expect(button).toHaveAttribute('data-called-back', 'true');
      expect(button).toHaveClass('MuiButton-contained');
      await waitFor(() => expect(button).toHaveFocus(), APP_WAIT);
      await waitFor(() => expect(sessionStorage.getItem('blind.customer-call')).toBeNull(), APP_WAIT);
    },
    APP_TEST_MS,
  );

  it(
    'dials the customer (POST worker-call {customer_id, type: 0}) and opens the call dialog on the outgoing call',
    async () => {
      sent.length = 0;
      const customer = withoutContract();
      const before = db.list('worker-call').length;
      await loginAs('admin');
      await renderApp(`/customer/detail?id=${customer.id}`);
      const card = await screen.findByTestId('customer-header-card', {}, APP_WAIT);
      const button = within(card).getByRole('button', { name: 'Call' });
      fireEvent.click(button);
      const dialog = await screen.findByTestId('call-dialog', {}, APP_WAIT);
      await waitFor(() => expect(dialog).toHaveAttribute('data-mode', 'outgoing'), APP_WAIT);
      expect(await screen.findByText(`Calling ${String(customer.name)}…`, {}, APP_WAIT)).toBeInTheDocument();
      const calls = sent.filter((r) => r.path === '/plugin/love/admin/worker-call');
      expect(calls).toHaveLength(1);
      expect(JSON.parse(calls[0].body)).toEqual({ customer_id: customer.id, type: 0 });
      const made = db.list('worker-call');
      expect(made).toHaveLength(before + 1);
      expect(made.at(-1)).toMatchObject({ type: 0, state: 0, customer_id: customer.id, worker_id: 1 });
    },
    APP_TEST_MS,
  );

  it(
    '[E04] says so (status and server text) when the user is already on a call, and makes no second call',
    async () => {
      const customer = withContracts();
      db.create('worker-call', {
        type: 1,
        state: 1,
        status_name: '通话中',
        from_phone: '13800000000',
        to_phone: '02154321888',
        customer_id: customer.id,
        worker_id: 1,
        duration: 0,
        created_at: '2024-01-01 10:00:00',
      });
      const before = db.list('worker-call').length;
      await loginAs('admin');
      await renderApp(`/customer/detail?id=${customer.id}`);
      const card = await screen.findByTestId('customer-header-card', {}, APP_WAIT);
      // The active call's dialog opens by itself; the Call button behind it answers 409.
      const dialog = await screen.findByTestId('call-dialog', {}, APP_WAIT);
      expect(dialog).toBeInTheDocument();
      fireEvent.click(within(card).getByTestId('customer-call'));
      expect(
        await screen.findByText('409: You are already on a call. Please end it first.', {}, APP_WAIT),
      ).toBeInTheDocument();
      expect(db.list('worker-call')).toHaveLength(before);
    },
    APP_TEST_MS,
  );
});
