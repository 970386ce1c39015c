import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// The bin (issue 10): remove with one of the 8 reasons of spec §3, restore, empty it.

const demo = setupDemoServer({ customerCount: 10 });
const { db } = demo;

/** Every customer in the clue list, none in the bin, unless a test says otherwise. */
beforeEach(() => {
  for (const c of db.list('customer'))
    db.replace('customer', { ...c, customer_type: 1, removed_at: undefined, removal_reason: undefined });
});

const newest = () => [...db.list('customer')].sort((a, b) => b.id - a.id);

function removeIntoBin(count: number) {
  const removed = newest().slice(0, count);
  for (const c of removed)
    db.replace('customer', { ...c, removed_at: '2026-01-02 10:00:00', removal_reason: 4 });
  return removed;
}

async function token(username: 'admin' | 'sales'): Promise<string> {
  await loginAs(username);
  return localStorage.getItem('Access-Token') ?? '';
}

describe('bin', () => {
  it(
    'removes a customer with a reason: gone from /customer, in the bin with its reason',
    async () => {
      const [target] = newest();
      await loginAs('admin');
      const { router } = await renderApp('/customer');
      await screen.findAllByTestId('customer-row-menu', {}, APP_WAIT);
      expect(screen.getAllByText(String(target.number)).length).toBe(1);
      fireEvent.click(screen.getAllByTestId('customer-row-menu')[0]);
      fireEvent.click(await screen.findByTestId('row-menu-remove', {}, APP_WAIT));
      const dialog = await screen.findByTestId('remove-dialog', {}, APP_WAIT);
      fireEvent.click(within(dialog).getByTestId('remove-dialog-submit'));
      expect(await within(dialog).findByText('Please choose a removal reason')).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Duplicate data' }));
      fireEvent.click(within(dialog).getByTestId('remove-dialog-submit'));
      expect(await screen.findByText('Moved 1 customer(s) into the bin', {}, APP_WAIT)).toBeInTheDocument();
      expect(db.get('customer', target.id)).toMatchObject({ removal_reason: 7 });
      expect(db.get('customer', target.id)?.removed_at).toEqual(expect.any(String));
      await waitFor(() => expect(screen.queryByText(String(target.number))).toBeNull(), APP_WAIT);

      await router.navigate('/customer/bin');
      expect(await screen.findByText(String(target.number), {}, APP_WAIT)).toBeInTheDocument();
      const row = screen.getByText(String(target.number)).closest('tr');
      expect(row).not.toBeNull();
      expect(within(row as HTMLElement).getByText('Duplicate data')).toBeInTheDocument();
      expect(screen.getAllByTestId('restore-record')).toHaveLength(1);
    },
    APP_TEST_MS,
  );

  it(
    'restores a customer of the bin into its list',
    async () => {
      const [target] = removeIntoBin(1);
      await loginAs('admin');
      await renderApp('/customer/bin');
      fireEvent.click(await screen.findByTestId('restore-record', {}, APP_WAIT));
      expect(await screen.findByText('Restored 1 customer(s)', {}, APP_WAIT)).toBeInTheDocument();
      expect(db.get('customer', target.id)?.removed_at).toBeUndefined();
      expect(db.get('customer', target.id)?.removal_reason).toBeUndefined();
      expect(await screen.findByTestId('bin-empty', {}, APP_WAIT)).toHaveTextContent(
        'The bin is empty: removed customers appear here.',
      );
    },
    APP_TEST_MS,
  );

  it(
    'empties the bin after a confirmation naming the count (zh-CN)',
    async () => {
      const removed = removeIntoBin(3);
      const before = db.list('customer').length;
      await loginAs('admin');
      await renderApp('/customer/bin', undefined, undefined, 'zh-CN');
      await screen.findAllByTestId('restore-record', {}, APP_WAIT);
      fireEvent.click(screen.getByTestId('clear-bin'));
      const confirm = await screen.findByRole('dialog', {}, APP_WAIT);
      expect(
        within(confirm).getByText('确定彻底删除回收站中的全部 3 位客户？此操作无法撤销。'),
      ).toBeInTheDocument();
      expect(db.list('customer')).toHaveLength(before);
      fireEvent.click(within(confirm).getByRole('button', { name: '清空回收站' }));
      expect(await screen.findByText('已彻底删除 3 位客户', {}, APP_WAIT)).toBeInTheDocument();
      expect(db.list('customer')).toHaveLength(before - 3);
      for (const c of removed) expect(db.get('customer', c.id)).toBeUndefined();
    },
    APP_TEST_MS,
  );

  it('the demo API keeps the bin to `user_view` + delete: 403 for sales, hidden from the lists', async () => {
    const [target] = removeIntoBin(1);
    const headers = (t: string) => ({ 'Content-Type': 'application/json', Authorization: t, local: 'en' });
    const sales = await token('sales');
    const res = await fetch('http://localhost/plugin/love/admin/customer/remove', {
      method: 'POST',
      headers: headers(sales),
      body: JSON.stringify({ ids: [newest()[1].id], removal_reason: 1 }),
    });
    expect(res.status).toBe(403);
    const admin = await token('admin');
    const list = async (query: string) =>
      (
        (await (
          await fetch(`http://localhost/plugin/love/admin/customer?page=0&${query}`, {
            headers: headers(admin),
          })
        ).json()) as { data: { id: number }[] }
      ).data.map((c) => c.id);
    expect(await list('')).not.toContain(target.id);
    expect(await list('type=1')).not.toContain(target.id);
    expect(await list('removed=1')).toEqual([target.id]);
    const bad = await fetch('http://localhost/plugin/love/admin/customer/remove', {
      method: 'POST',
      headers: headers(admin),
      body: JSON.stringify({ ids: [target.id], removal_reason: 9 }),
    });
    expect(bad.status).toBe(422);
  });
});
