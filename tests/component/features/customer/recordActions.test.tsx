import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// A customer row's "more" menu (issue 10, spec §7 "Customers"): VIP expiry, one-click copy,
// same-phone customers, change of binding.

const { server, db } = setupDemoServer({ customerCount: 10 });

const sent: { method: string; path: string; body: string }[] = [];
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname;
  if (!/customer\/(change-vip-time|one-click-copy|get-same-phone-list|change-bind)/.test(path)) return;
  void request
    .clone()
    .text()
    .then((body) => sent.push({ method: request.method, path, body }));
});
beforeEach(() => {
  sent.length = 0;
});

/** The newest customer: the first row of the list (sorted by id, newest first). */
const newest = () => db.list('customer').reduce((a, b) => (b.id > a.id ? b : a));

/** Opens the first row's menu on the customer list and clicks an item. */
async function runOnFirstRow(item: string) {
  await loginAs('admin');
  await renderApp('/customer');
  const [menu] = await screen.findAllByTestId('customer-row-menu', {}, APP_WAIT);
  expect(menu).toHaveAccessibleName('More actions');
  fireEvent.click(menu);
  fireEvent.click(await screen.findByTestId(item, {}, APP_WAIT));
}

describe('customer record actions (issue 10)', () => {
  it(
    'changes the VIP expiry: the dialog shows the current one and sends the new date',
    async () => {
      const target = newest();
      db.replace('customer', { ...target, vip_expire_at: '2020-05-06', is_vip: false });
      await runOnFirstRow('row-action-vip');
      const dialog = await screen.findByTestId('vip-time-dialog', {}, APP_WAIT);
      expect(within(dialog).getByTestId('vip-time-current')).toHaveTextContent('Current expiry: 2020-05-06');
      fireEvent.change(within(dialog).getByLabelText(/New expiry date/), { target: { value: '2031-03-15' } });
      // The customer's revision as read goes with the date (issue 40).
      const revision = db.get('customer', target.id)?.revision;
      fireEvent.click(within(dialog).getByTestId('vip-time-submit'));
      expect(await screen.findByText('VIP expiry changed to 2031-03-15', {}, APP_WAIT)).toBeInTheDocument();
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: `/plugin/love/admin/customer/change-vip-time/${target.id}`,
          body: JSON.stringify({ vip_expire_at: '2031-03-15', revision }),
        },
      ]);
      expect(db.get('customer', target.id)).toMatchObject({ vip_expire_at: '2031-03-15', is_vip: true });
      await waitFor(() => expect(screen.queryByTestId('vip-time-dialog')).toBeNull());
    },
    APP_TEST_MS,
  );

  it(
    'one-click copy puts the profile text on the clipboard and says "Copied"',
    async () => {
      const target = newest();
      const writeText = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await runOnFirstRow('row-action-copy');
      expect(await screen.findByText('Copied', {}, APP_WAIT)).toBeInTheDocument();
      expect(sent[0]).toMatchObject({
        method: 'GET',
        path: `/plugin/love/admin/customer/one-click-copy/${target.id}`,
      });
      const calls = writeText.mock.calls as unknown as [string][];
      expect(calls).toHaveLength(1);
      const [text] = calls[0];
      expect(text.split('\n')[0]).toBe(target.name);
      expect(text).toContain(`No.：${String(target.number)}`);
      // Never the phone.
      if (typeof target.phone === 'string') expect(text).not.toContain(target.phone);
    },
    APP_TEST_MS,
  );

  it(
    'one-click copy without a clipboard shows the text to copy by hand',
    async () => {
      const target = newest();
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      await runOnFirstRow('row-action-copy');
      const dialog = await screen.findByTestId('copy-dialog', {}, APP_WAIT);
      const box = within(dialog).getByRole('textbox', { name: 'Customer profile' });
      expect((box as HTMLTextAreaElement).value.split('\n')[0]).toBe(target.name);
      expect(screen.queryByText('Copied')).toBeNull();
    },
    APP_TEST_MS,
  );

  it(
    'same-phone customers: the others with that phone, each linking to its detail page',
    async () => {
      const [target, other, third] = [...db.list('customer')].sort((a, b) => b.id - a.id);
      db.replace('customer', { ...target, phone: '13700001111' });
      db.replace('customer', { ...other, phone: '13700001111' });
      db.replace('customer', { ...third, phone: '13700002222' });
      await runOnFirstRow('row-action-same-phone');
      const list = await screen.findByTestId('same-phone-list', {}, APP_WAIT);
      const links = within(list).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveTextContent(String(other.name));
      expect(links[0]).toHaveAttribute('href', `/customer/${other.id}/show`);
      expect(sent[0].path).toBe(`/plugin/love/admin/customer/get-same-phone-list/${target.id}`);
    },
    APP_TEST_MS,
  );

  it(
    'change binding sends {id, worker_id, revision} and binds the customer to the chosen staff member',
    async () => {
      const target = newest();
      const worker = db.list('worker').find((w) => w.id !== target.worker_id && w.status !== 0);
      if (!worker) throw new Error('no other active worker');
      await runOnFirstRow('row-action-change-bind');
      const dialog = await screen.findByTestId('change-bind-dialog', {}, APP_WAIT);
      // Submitting without a choice says what is missing and sends nothing.
      fireEvent.click(within(dialog).getByTestId('change-bind-submit'));
      expect(within(dialog).getByText('Please choose a staff member')).toBeInTheDocument();
      const input = within(dialog).getByRole('combobox', { name: /Staff member/ });
      fireEvent.change(input, { target: { value: String(worker.name) } });
      fireEvent.click(await screen.findByRole('option', { name: String(worker.name) }, APP_WAIT));
      fireEvent.click(within(dialog).getByTestId('change-bind-submit'));
      expect(await screen.findByText('Binding changed', {}, APP_WAIT)).toBeInTheDocument();
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/plugin/love/admin/customer/change-bind',
          body: JSON.stringify({ id: target.id, worker_id: worker.id, revision: target.revision }),
        },
      ]);
      expect(db.get('customer', target.id)?.worker_id).toBe(worker.id);
    },
    APP_TEST_MS,
  );

  it(
    'a matchmaker, who may not list the staff, has no "change binding" in the menu',
    async () => {
      await loginAs('matchmaker');
      await renderApp('/customer');
      const [menu] = await screen.findAllByTestId('customer-row-menu', {}, APP_WAIT);
      fireEvent.click(menu);
      expect(await screen.findByTestId('row-action-copy', {}, APP_WAIT)).toBeInTheDocument();
      expect(screen.queryByTestId('row-action-change-bind')).toBeNull();
    },
    APP_TEST_MS,
  );
});
