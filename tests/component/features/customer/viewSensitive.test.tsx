import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { maskPhone } from '../../../../src/platform/format';
import type { DemoRecord } from '../../../../src/mocks/db';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Phone and WeChat revealed on demand (issue 10 point 9): the view button exists only with the
// permission, asks `customer/view-phone` / `view-wechat` and shows the value in place, each view
// recorded as a customer-key-record.

const { server, db } = setupDemoServer({ customerCount: 10 });
const CUSTOMERS = '*/plugin/love/admin/customer';

const views: { path: string; body: string }[] = [];
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname;
  if (/customer\/view-(phone|wechat)$/.test(path))
    void request
      .clone()
      .text()
      .then((body) => views.push({ path, body }));
});

const masked = (c: DemoRecord): DemoRecord => ({
  ...c,
  phone: typeof c.phone === 'string' ? maskPhone(c.phone) : c.phone,
  wechat: typeof c.wechat === 'string' ? 'wx****01' : c.wechat,
});

/**
 * A server that masks phone and WeChat in the detail too, for everyone (the full value only through
 * the view calls). The demo API masks every list answer, and the detail for a user without the
 * permission; the page must work with both.
 */
function maskingDetail() {
  server.use(
    http.get(`${CUSTOMERS}/:id`, ({ params }) => {
      const found = db.get('customer', Number(params.id));
      return found ? HttpResponse.json({ data: masked(found) }) : undefined;
    }),
  );
}

/** The newest customer with a phone and a WeChat (the first row: newest first). */
function target(): DemoRecord {
  const newest = db.list('customer').reduce((a, b) => (b.id > a.id ? b : a));
  const full = { ...newest, phone: '13955556666', wechat: 'wx_reveal_me' };
  db.replace('customer', full);
  return full;
}

describe('view phone / WeChat (issue 10)', () => {
  it(
    'without the permission (sales): the masked phone and no view button',
    async () => {
      target();
      await loginAs('sales');
      await renderApp('/customer');
      const [first] = await screen.findAllByTestId('customer-phone-value', {}, APP_WAIT);
      expect(first).toHaveTextContent('139****6666');
      expect(screen.queryAllByTestId('view-phone')).toHaveLength(0);
    },
    APP_TEST_MS,
  );

  it(
    'with the permission: the demo list is masked, and the view button reveals the phone in place with a key record',
    async () => {
      const customer = target();
      const records = db.list('customer-key-record').length;
      await loginAs('admin');
      await renderApp('/customer');
      const [first] = await screen.findAllByTestId('customer-phone-value', {}, APP_WAIT);
      expect(first).toHaveTextContent('139****6666');
      const row = first.closest('tr');
      if (!row) throw new Error('no row');
      const button = within(row).getByRole('button', { name: 'View phone number' });
      fireEvent.click(button);
      await waitFor(
        () => expect(within(row).getByTestId('customer-phone-value')).toHaveTextContent('13955556666'),
        APP_WAIT,
      );
      expect(within(row).queryByTestId('view-phone')).toBeNull();
      expect(views).toEqual([
        { path: '/plugin/love/admin/customer/view-phone', body: JSON.stringify({ id: customer.id }) },
      ]);
      const added = db.list('customer-key-record').slice(records);
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({ customer_id: customer.id, worker_id: 1, type: 'phone' });
    },
    APP_TEST_MS,
  );

  it(
    'with the permission, on the detail page: the WeChat is revealed the same way',
    async () => {
      const customer = target();
      views.length = 0;
      maskingDetail();
      await loginAs('admin');
      await renderApp(`/customer/${customer.id}/show`);
      // The header card's value (the profile tab below shows the WeChat too, once its chunk is in).
      const card = await screen.findByTestId('customer-header-card', {}, APP_WAIT);
      const value = await within(card).findByTestId('customer-wechat-value', {}, APP_WAIT);
      expect(value).toHaveTextContent('wx****01');
      fireEvent.click(within(card).getByRole('button', { name: 'View WeChat' }));
      await waitFor(
        () => expect(within(card).getByTestId('customer-wechat-value')).toHaveTextContent('wx_reveal_me'),
        APP_WAIT,
      );
      expect(views[0]).toEqual({
        path: '/plugin/love/admin/customer/view-wechat',
        body: JSON.stringify({ id: customer.id }),
      });
    },
    APP_TEST_MS,
  );

  it(
    'the demo list answer to sales never carries the full phone',
    async () => {
      const customer = target();
      await loginAs('sales');
      const token = localStorage.getItem('Access-Token') ?? '';
      const res = await fetch('http://localhost/plugin/love/admin/customer?per_page=100', {
        headers: { Authorization: token },
      });
      const text = await res.text();
      expect(text).not.toContain(String(customer.phone));
      expect(text).toContain('139****6666');
    },
    APP_TEST_MS,
  );
});
