import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../dataProvider/paths';
import { call, login } from '../../../support/demoClient';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Claims decided by the server (issue 40 point 3): two people claim the same public-sea customer,
// or a batch meets a customer a colleague took meanwhile; the page says what the server decided
// and shows where the customers are now.

const demo = setupDemoServer({ customerCount: 10 });
const { db } = demo;
const ADMIN_WORKER = 1;
const SALES_WORKER = 2;

/** The public sea holds `count` customers (the highest ids); the others are clues. */
function seaOf(count: number): number[] {
  const sorted = [...db.list('customer')].sort((a, b) => b.id - a.id);
  sorted.forEach((c, i) =>
    db.replace('customer', {
      ...c,
      customer_type: i < count ? 2 : 1,
      worker_id: i < count ? undefined : ADMIN_WORKER,
      removed_at: undefined,
    }),
  );
  return sorted.slice(0, count).map((c) => c.id);
}

/** A colleague's claim, sent straight to the demo API in its own session. */
async function claimAs(who: 'admin' | 'sales', workerId: number, id: number) {
  const token = await login(who);
  const res = await call(API_PATHS.customer.allocate, {
    method: 'POST',
    token,
    body: { ids: [id], type: 2, worker_id: workerId, sub_type: 1 },
  });
  expect(res.status).toBe(200);
}

describe('claims decided by the server', () => {
  it(
    '[S07] [E04] two claims of the same customer: the second shows the server’s text, the list reloads and the customer stays the first claimer’s',
    async () => {
      const [first] = seaOf(10);
      await loginAs('sales');
      await renderApp('/customer/public-sea');
      const [claim] = await screen.findAllByTestId('claim-record', {}, APP_WAIT);
      // The admin (林晓) claims the first row's customer while the sales page still shows it.
      await claimAs('admin', ADMIN_WORKER, first);
      fireEvent.click(claim);
      expect(
        await screen.findByText('409: This customer was already claimed by 林晓', {}, APP_WAIT),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Claimed/)).toBeNull();
      // The affected row goes: the list is asked again after the refusal.
      await waitFor(() => expect(screen.getAllByTestId('claim-record')).toHaveLength(9), APP_WAIT);
      expect(db.get('customer', first)).toMatchObject({ worker_id: ADMIN_WORKER, customer_type: 0 });
    },
    APP_TEST_MS,
  );

  it(
    '[S07] assigning evenly with one customer taken meanwhile says "已分配 3 位，1 位已被 王芳 领取" once',
    async () => {
      const ids = seaOf(4);
      const seller = db.list('worker').find((w) => w.id !== SALES_WORKER && w.type === 1 && w.status !== 0);
      expect(seller).toBeDefined();
      await loginAs('admin');
      await renderApp('/customer/public-sea', undefined, undefined, 'zh-CN');
      await waitFor(() => expect(screen.getAllByTestId('claim-record')).toHaveLength(4), APP_WAIT);
      fireEvent.click(screen.getAllByRole('checkbox')[0]);
      fireEvent.click(await screen.findByTestId('avg-assign-bulk', {}, APP_WAIT));
      const dialog = await screen.findByTestId('avg-assign-dialog', {}, APP_WAIT);
      const input = within(dialog).getByRole('combobox', { name: /员工/ });
      fireEvent.change(input, { target: { value: String(seller?.name) } });
      fireEvent.click(await screen.findByRole('option', { name: String(seller?.name) }, APP_WAIT));
      // 王芳 (sales) claims one of the four before the admin submits.
      await claimAs('sales', SALES_WORKER, ids[1]);
      fireEvent.click(within(dialog).getByTestId('avg-assign-dialog-submit'));
      expect(await screen.findByText('已分配 3 位，1 位已被 王芳 领取', {}, APP_WAIT)).toBeInTheDocument();
      expect(screen.queryByText(/已平均分配/)).toBeNull();
      await waitFor(() => expect(screen.queryByTestId('avg-assign-dialog')).toBeNull(), APP_WAIT);
      await waitFor(() => expect(screen.queryAllByTestId('claim-record')).toHaveLength(0), APP_WAIT);
      expect(db.get('customer', ids[1])).toMatchObject({ worker_id: SALES_WORKER, customer_type: 0 });
      for (const id of [ids[0], ids[2], ids[3]])
        expect(db.get('customer', id)).toMatchObject({ worker_id: seller?.id, customer_type: 0 });
    },
    APP_TEST_MS,
  );
});
