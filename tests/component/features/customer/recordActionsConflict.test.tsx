import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Issue 40 point 1: a customer's VIP expiry and change of binding send the customer's revision as
// read; after a colleague's change the server refuses (409) and the dialog stays open with what the
// user chose, says the server's text and shows the customer as it is now; saving again goes through.

const { db } = setupDemoServer({ customerCount: 10 });
const COLLEAGUE = '王芳';

/** The newest customer: the first row of the list (sorted by id, newest first). */
const newest = () => db.list('customer').reduce((a, b) => (b.id > a.id ? b : a));

async function openOnFirstRow(item: string, locale: 'en-US' | 'zh-CN') {
  await loginAs('admin');
  await renderApp('/customer', undefined, undefined, locale);
  const [menu] = await screen.findAllByTestId('customer-row-menu', {}, APP_WAIT);
  fireEvent.click(menu as HTMLElement);
  fireEvent.click(await screen.findByTestId(item, {}, APP_WAIT));
}

describe("customer record actions after a colleague's change (issue 40)", () => {
  it(
    '[E04] en-US: a stale VIP expiry keeps the date typed, says who changed the customer, shows their expiry',
    async () => {
      const target = newest();
      db.replace('customer', { ...target, vip_expire_at: '2030-01-01', is_vip: true });
      await openOnFirstRow('row-action-vip', 'en-US');
      const dialog = await screen.findByTestId('vip-time-dialog', {}, APP_WAIT);
      expect(within(dialog).getByTestId('vip-time-current')).toHaveTextContent('Current expiry: 2030-01-01');
      const input = within(dialog).getByLabelText(/New expiry date/);
      fireEvent.change(input, { target: { value: '2031-03-15' } });
      const stored = db.get('customer', target.id) ?? target;
      db.replace('customer', { ...stored, vip_expire_at: '2033-07-08' }, COLLEAGUE);
      fireEvent.click(within(dialog).getByTestId('vip-time-submit'));
      expect(
        await within(dialog).findByText(
          /This record was changed by 王芳 at .*; check before saving/,
          {},
          APP_WAIT,
        ),
      ).toBeInTheDocument();
      expect(within(dialog).getByTestId('vip-time-current')).toHaveTextContent('Current expiry: 2033-07-08');
      expect(input).toHaveValue('2031-03-15');
      expect(db.get('customer', target.id)?.vip_expire_at).toBe('2033-07-08');
      // Saving again is based on their version now: it goes through.
      fireEvent.click(within(dialog).getByTestId('vip-time-submit'));
      expect(await screen.findByText('VIP expiry changed to 2031-03-15', {}, APP_WAIT)).toBeInTheDocument();
      expect(db.get('customer', target.id)?.vip_expire_at).toBe('2031-03-15');
    },
    APP_TEST_MS,
  );

  it(
    '[E04] zh-CN: a stale change of binding keeps the staff member chosen and shows who holds the customer now',
    async () => {
      const target = newest();
      const [mine, theirs] = db.list('worker').filter((w) => w.id !== target.worker_id && w.status !== 0);
      if (!mine || !theirs) throw new Error('two other active workers are needed');
      await openOnFirstRow('row-action-change-bind', 'zh-CN');
      const dialog = await screen.findByTestId('change-bind-dialog', {}, APP_WAIT);
      const input = within(dialog).getByRole('combobox');
      fireEvent.change(input, { target: { value: String(mine.name) } });
      fireEvent.click(await screen.findByRole('option', { name: String(mine.name) }, APP_WAIT));
      db.replace(
        'customer',
        { ...(db.get('customer', target.id) ?? target), worker_id: theirs.id },
        COLLEAGUE,
      );
      fireEvent.click(within(dialog).getByTestId('change-bind-submit'));
      expect(
        await within(dialog).findByText(/此记录已被 王芳 于 .* 修改，请核对后再保存/, {}, APP_WAIT),
      ).toBeInTheDocument();
      await waitFor(
        () =>
          expect(within(dialog).getByTestId('change-bind-current')).toHaveTextContent(
            `当前绑定：${String(theirs.name)}`,
          ),
        APP_WAIT,
      );
      expect(input).toHaveValue(String(mine.name));
      expect(db.get('customer', target.id)?.worker_id).toBe(theirs.id);
      fireEvent.click(within(dialog).getByTestId('change-bind-submit'));
      await waitFor(() => expect(db.get('customer', target.id)?.worker_id).toBe(mine.id), APP_WAIT);
    },
    APP_TEST_MS,
  );
});
