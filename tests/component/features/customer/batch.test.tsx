import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Batch update of the selected customers (issue 10): field and value, a confirmation naming the
// count, the result; the demo API applies it.

const demo = setupDemoServer({ customerCount: 10 });
const { db } = demo;
const PATH = '/plugin/love/admin/customer/batch-update';

beforeEach(() => {
  for (const c of db.list('customer'))
    db.replace('customer', { ...c, customer_type: 1, user_status: 1, removed_at: undefined });
});

const newest = () => [...db.list('customer')].sort((a, b) => b.id - a.id);

/** The admin's customer list with the first three rows selected, then "Batch update". */
async function openOnThreeRows() {
  await loginAs('admin');
  await renderApp('/customer');
  await screen.findAllByTestId('customer-row-menu', {}, APP_WAIT);
  const boxes = screen.getAllByRole('checkbox');
  for (const box of boxes.slice(1, 4)) fireEvent.click(box);
  fireEvent.click(await screen.findByTestId('batch-bulk', {}, APP_WAIT));
  return screen.findByTestId('batch-dialog', {}, APP_WAIT);
}

async function chooseStatusSigned(dialog: HTMLElement) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Field to change/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Status' }, APP_WAIT));
  const value = within(dialog).getByRole('combobox', { name: /New value/ });
  fireEvent.change(value, { target: { value: 'Sig' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Signed' }, APP_WAIT));
}

describe('batch update', () => {
  it(
    'sets the status of three customers after "Update 3 customers?"',
    async () => {
      const bodies: unknown[] = [];
      demo.server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname === PATH)
          void request
            .clone()
            .json()
            .then((b: unknown) => bodies.push(b));
      });
      const chosen = newest()
        .slice(0, 3)
        .map((c) => c.id);
      const dialog = await openOnThreeRows();
      const next = within(dialog).getByTestId('batch-dialog-submit');
      fireEvent.click(next);
      expect(await within(dialog).findByText('Please choose the new value')).toBeInTheDocument();
      await chooseStatusSigned(dialog);
      fireEvent.click(next);
      const confirm = await screen.findByText(/Update 3 customers\?/, {}, APP_WAIT);
      expect(confirm).toHaveTextContent('Update 3 customers? Status becomes: Signed');
      expect(bodies).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Updated 3 customer(s)', {}, APP_WAIT)).toBeInTheDocument();
      expect(bodies).toEqual([{ ids: chosen, data: { user_status: 4 } }]);
      for (const id of chosen) expect(db.get('customer', id)).toMatchObject({ user_status: 4 });
      expect(db.list('customer').filter((c) => c.user_status === 4)).toHaveLength(3);
      await waitFor(() => expect(screen.queryByTestId('batch-dialog')).toBeNull());
    },
    APP_TEST_MS,
  );

  it(
    '[E04] a failed update shows "500: <server text>" and keeps the dialog open with the chosen values',
    async () => {
      let calls = 0;
      demo.server.use(
        http.post(`*${PATH}`, () => {
          calls += 1;
          return HttpResponse.json({ code: 500, text: '批量修改失败：客户已锁定' }, { status: 500 });
        }),
      );
      const dialog = await openOnThreeRows();
      await chooseStatusSigned(dialog);
      fireEvent.click(within(dialog).getByTestId('batch-dialog-submit'));
      await screen.findByText(/Update 3 customers\?/, {}, APP_WAIT);
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(calls).toBe(1));
      expect(await screen.findByText('500: 批量修改失败：客户已锁定', {}, APP_WAIT)).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByTestId('batch-dialog-submit')).not.toBeDisabled());
      expect(screen.getByTestId('batch-dialog')).toBeInTheDocument();
      // Back in front once the confirmation has gone.
      await waitFor(() => expect(dialog).not.toHaveAttribute('aria-hidden'), APP_WAIT);
      expect(within(dialog).getByRole('combobox', { name: /Field to change/ })).toHaveTextContent('Status');
      expect(within(dialog).getByRole('combobox', { name: /New value/ })).toHaveValue('Signed');
      expect(screen.queryByText(/Updated 3 customer/)).toBeNull();
      expect(db.list('customer').filter((c) => c.user_status === 4)).toHaveLength(0);
    },
    APP_TEST_MS,
  );
});
