import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { isWorkingDay } from '../../../../resources/core/seaCountdown';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// The public sea (issue 10): claim, days in the sea, put back with a reason, assign evenly, and the
// days left before "my customers" flow into the sea.

const demo = setupDemoServer({ customerCount: 10 });
const { db } = demo;
const DAY = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
function daysAgo(days: number): string {
  const d = new Date(Date.now() - days * DAY);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
}

/** A time `days` working days before today (Monday to Friday, the public-sea countdown's days). */
function workingDaysAgo(days: number): string {
  let d = new Date();
  for (let left = days; left > 0; d = new Date(d.getTime() - DAY)) if (isWorkingDay(d)) left--;
  return daysAgo((Date.now() - d.getTime()) / DAY);
}

/** Bodies of the POSTs to a path. */
function bodiesOf(path: string): unknown[] {
  const bodies: unknown[] = [];
  demo.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((b: unknown) => bodies.push(b));
  });
  return bodies;
}

const ids = () => db.list('customer').map((c) => c.id);
const maxId = () => Math.max(...ids());

/** Every customer in the public sea (no worker, 5 days in it) unless a test says otherwise. */
beforeEach(() => {
  for (const c of db.list('customer'))
    db.replace('customer', {
      ...c,
      customer_type: 2,
      worker_id: undefined,
      removed_at: undefined,
      removal_reason: undefined,
      sea_entered_at: daysAgo(5),
    });
});

describe('public sea', () => {
  it(
    '[S07] the sales account claims a customer: it becomes its own, in "my customers"; days in the sea show',
    async () => {
      await loginAs('sales');
      await renderApp('/customer/public-sea');
      const [claim] = await screen.findAllByTestId('claim-record', {}, APP_WAIT);
      expect(screen.getAllByText('5 d').length).toBe(10);
      const id = maxId();
      fireEvent.click(claim);
      expect(
        await screen.findByText('Claimed 1 customer(s): now in your customers', {}, APP_WAIT),
      ).toBeInTheDocument();
      expect(db.get('customer', id)).toMatchObject({ worker_id: 2, customer_type: 0 });
      // The list reloads without it.
      await waitFor(() => expect(screen.getAllByTestId('claim-record')).toHaveLength(9), APP_WAIT);
    },
    APP_TEST_MS,
  );

  it(
    '[E04] a claim the server refuses shows "500: <server text>"; the list and the customer stay as they were',
    async () => {
      let calls = 0;
      demo.server.use(
        http.post('*/plugin/love/admin/customer/allocate', () => {
          calls += 1;
          return HttpResponse.json({ code: 500, text: '该客户已被他人领取' }, { status: 500 });
        }),
      );
      await loginAs('sales');
      await renderApp('/customer/public-sea');
      const [claim] = await screen.findAllByTestId('claim-record', {}, APP_WAIT);
      const id = maxId();
      fireEvent.click(claim);
      expect(await screen.findByText('500: 该客户已被他人领取', {}, APP_WAIT)).toBeInTheDocument();
      expect(calls).toBe(1);
      expect(db.get('customer', id)).toMatchObject({ customer_type: 2 });
      expect(db.get('customer', id)?.worker_id).toBeUndefined();
      expect(screen.queryByText(/Claimed/)).toBeNull();
      // Still ten rows, and the claim can be sent again.
      await waitFor(() => expect(screen.getAllByTestId('claim-record')[0]).toBeEnabled(), APP_WAIT);
      expect(screen.getAllByTestId('claim-record')).toHaveLength(10);
    },
    APP_TEST_MS,
  );

  it(
    'puts a customer of "my customers" back into the sea only with a reason',
    async () => {
      const id = maxId();
      const c = db.get('customer', id);
      db.replace('customer', { ...c, id, customer_type: 0, worker_id: 1, sea_entered_at: undefined });
      const bodies = bodiesOf('/plugin/love/admin/customer/back-to-sea');
      await loginAs('admin');
      await renderApp('/customer/mine');
      fireEvent.click(await screen.findByTestId('customer-row-menu', {}, APP_WAIT));
      fireEvent.click(await screen.findByTestId('row-menu-back-to-sea', {}, APP_WAIT));
      const dialog = await screen.findByTestId('back-to-sea-dialog', {}, APP_WAIT);
      const submit = within(dialog).getByTestId('back-to-sea-dialog-submit');
      fireEvent.click(submit);
      expect(await within(dialog).findByText('Please enter the reason')).toBeInTheDocument();
      expect(bodies).toEqual([]);
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
        target: { value: 'No answer for a month' },
      });
      fireEvent.click(submit);
      expect(
        await screen.findByText('Put 1 customer(s) back into the public sea', {}, APP_WAIT),
      ).toBeInTheDocument();
      expect(bodies).toEqual([{ ids: [id], reason: 'No answer for a month' }]);
      expect(db.get('customer', id)).toMatchObject({ customer_type: 2, sea_reason: 'No answer for a month' });
      expect(db.get('customer', id)?.worker_id).toBeUndefined();
      await waitFor(() => expect(screen.queryByTestId('back-to-sea-dialog')).toBeNull());
    },
    APP_TEST_MS,
  );

  it(
    'assigns the selected public-sea customers evenly among the chosen workers',
    async () => {
      const sellers = db
        .list('worker')
        .filter((w) => (w.type === 1 || w.type === 3) && w.status !== 0)
        .slice(0, 2);
      expect(sellers).toHaveLength(2);
      const bodies = bodiesOf('/plugin/love/admin/customer/avg-assign');
      await loginAs('admin');
      await renderApp('/customer/public-sea');
      await screen.findAllByTestId('claim-record', {}, APP_WAIT);
      // The header checkbox selects the page: all 10 customers.
      fireEvent.click(screen.getAllByRole('checkbox')[0]);
      fireEvent.click(await screen.findByTestId('avg-assign-bulk', {}, APP_WAIT));
      const dialog = await screen.findByTestId('avg-assign-dialog', {}, APP_WAIT);
      fireEvent.click(within(dialog).getByTestId('avg-assign-dialog-submit'));
      expect(await within(dialog).findByText('Please choose at least one worker')).toBeInTheDocument();
      const input = within(dialog).getByRole('combobox', { name: /Workers/ });
      for (const w of sellers) {
        fireEvent.change(input, { target: { value: String(w.name) } });
        fireEvent.click(await screen.findByRole('option', { name: String(w.name) }, APP_WAIT));
      }
      const shares = within(dialog).getByTestId('avg-assign-shares');
      expect(within(shares).getAllByText('5 customer(s)')).toHaveLength(2);
      fireEvent.click(within(dialog).getByTestId('avg-assign-dialog-submit'));
      expect(await screen.findByText('Assigned 10 customer(s) evenly', {}, APP_WAIT)).toBeInTheDocument();
      expect(bodies).toEqual([
        { ids: [...ids()].sort((a, b) => b - a), worker_ids: sellers.map((w) => w.id) },
      ]);
      for (const w of sellers) {
        const got = db.list('customer').filter((c) => c.worker_id === w.id && c.customer_type === 0);
        expect(got).toHaveLength(5);
      }
    },
    APP_TEST_MS,
  );

  it(
    '"my customers" shows the working days left before the sea, in the warning colour at 3 or less',
    async () => {
      const [first, second] = [...db.list('customer')].sort((a, b) => b.id - a.id);
      db.replace('customer', {
        ...first,
        customer_type: 0,
        worker_id: 1,
        last_follow_at: workingDaysAgo(13),
      });
      db.replace('customer', {
        ...second,
        customer_type: 0,
        worker_id: 1,
        last_follow_at: workingDaysAgo(2),
      });
      await loginAs('admin');
      await renderApp('/customer/mine');
      const cells = await screen.findAllByTestId('sea-days-left', {}, APP_WAIT);
      expect(cells.map((c) => [c.textContent, c.dataset.warning])).toEqual([
        ['2 workdays left', 'true'],
        ['13 workdays left', 'false'],
      ]);
    },
    APP_TEST_MS,
  );
});
