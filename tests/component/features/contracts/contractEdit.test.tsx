import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DemoRecord } from '../../../../src/mocks/db';
import { identify, userInfo } from '../../../../src/mocks/identity';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_WAIT, LONG_APP_TEST_MS } from '../../../support/timeouts';
import { sentBodies } from '../../../support/sentBodies';

// A saved contract is opened for editing from the customer's contracts tab (issue 40): the form
// shows its values, a save sends the changed fields on the revision read, a stale one opens the
// merge view.

const { server, db } = setupDemoServer({ customerCount: 10 });

const TEXT = {
  'en-US': { edit: 'Edit', fee: /Fee \(yuan\)/, title: 'Edit contract', updated: 'Contract %s updated' },
  'zh-CN': { edit: '编辑', fee: /服务费用/, title: '编辑合同', updated: '合同 %s 已更新' },
} as const;
type Locale = keyof typeof TEXT;

/** The bodies of the contracts' PUTs, as sent. */
const recordPuts = () => sentBodies(server, 'PUT', /\/contract\/\d+$/);

/** A contract the generator saved for a customer (its template, party B and fee), then its signing date. */
function savedContract(customerIndex: number, no: string): DemoRecord {
  const customer = db.list('customer')[customerIndex];
  const config = db.list('contract-config')[0];
  return db.create(
    'contract',
    {
      no,
      customer_id: customer.id,
      config_id: config.id,
      party_b: '赵敏',
      party_b_detail: { real_name: '赵敏', id_card: '110101199001011234', wants: '本科及以上' },
      services: [{ content: '每月推荐三位会员' }],
      expireTime: { start: '2099-01-02', end: '2099-12-31' },
      order_price: 6000,
      signed_at: '2099-01-01',
      attaches: [],
      worker_id: 1,
      created_at: '2099-01-01 10:00:00',
    },
    '李明',
  );
}

/** A colleague changes the contract behind the user's back: a new revision by 王芳. */
function colleagueChanges(id: number, values: Record<string, unknown>): DemoRecord {
  const stored = db.get('contract', id);
  const saved = stored && db.replace('contract', { ...stored, ...values }, '王芳');
  if (!saved) throw new Error(`no contract ${id}`);
  return saved;
}

/** Opens the customer's contracts tab and the contract's Edit; answers the edit page and its fee input. */
async function openEdit(contract: DemoRecord, locale: Locale) {
  const t = TEXT[locale];
  await loginAs('admin');
  const app = await renderApp(
    `/customer/detail?id=${String(contract.customer_id)}&tab=contract`,
    undefined,
    undefined,
    locale,
  );
  const tab = await screen.findByTestId('contract-tab', {}, APP_WAIT);
  const edit = await within(tab).findByRole('link', { name: `${t.title} ${String(contract.no)}` }, APP_WAIT);
  expect(edit).toHaveTextContent(t.edit);
  fireEvent.click(edit);
  await waitFor(() => expect(app.router.state.location.pathname).toBe(`/contract/${contract.id}/edit`));
  const page = await screen.findByTestId('contract-new-page', {}, APP_WAIT);
  const fee = () => within(page).getByRole('spinbutton', { name: t.fee });
  await waitFor(() => expect(fee()).toHaveValue(6000), APP_WAIT);
  return { ...app, page, fee };
}

describe('editing a saved contract (issue 40)', () => {
  it(
    'the tab’s Edit opens the contract’s values; changing the fee saves only the fee with the revision read (en-US)',
    async () => {
      const puts = recordPuts();
      const contract = savedContract(2, 'HT20990101901');
      const { page, fee } = await openEdit(contract, 'en-US');
      expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(
        'Edit contract HT20990101901',
      );
      expect(within(page).getByRole('textbox', { name: /Real name/ })).toHaveValue('赵敏');
      // Opened as saved: nothing to save until something changes.
      expect(within(page).getByTestId('contract-save')).toBeDisabled();

      fireEvent.change(fee(), { target: { value: '7200' } });
      fireEvent.click(within(page).getByTestId('contract-save'));
      expect(
        await screen.findByText(TEXT['en-US'].updated.replace('%s', 'HT20990101901'), {}, APP_WAIT),
      ).toBeInTheDocument();
      expect(puts).toEqual([{ order_price: 7200, revision: contract.revision }]);
      expect(db.get('contract', contract.id)).toMatchObject({
        order_price: 7200,
        revision: Number(contract.revision) + 1,
        party_b_detail: { wants: '本科及以上' },
      });
    },
    LONG_APP_TEST_MS,
  );

  it(
    'a colleague’s change first: the save opens the merge view with their fee beside mine (zh-CN)',
    async () => {
      const puts = recordPuts();
      const contract = savedContract(3, 'HT20990101902');
      const { page, fee } = await openEdit(contract, 'zh-CN');
      expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('编辑合同 HT20990101902');

      colleagueChanges(contract.id, { order_price: 5000 });
      fireEvent.change(fee(), { target: { value: '8000' } });
      fireEvent.click(within(page).getByTestId('contract-save'));

      const dialog = await screen.findByRole('dialog', { name: '此记录已被他人保存' }, APP_WAIT);
      expect(puts[0]).toEqual({ order_price: 8000, revision: contract.revision });
      expect(within(dialog).getByTestId('conflict-text')).toHaveTextContent(
        /此记录已被 王芳 于 .+ 修改，请核对后再保存/,
      );
      const price = within(dialog).getByTestId('conflict-row-order_price');
      expect(within(price).getByTestId('conflict-theirs')).toHaveTextContent('5,000.00');
      expect(within(price).getByTestId('conflict-mine')).toHaveTextContent('8,000.00');
      expect(screen.queryByText(/^409/)).toBeNull();
      expect(db.get('contract', contract.id)?.order_price).toBe(5000);
    },
    LONG_APP_TEST_MS,
  );

  it(
    'a user whose user_view lacks edit sees the contracts without an Edit action (spec §6)',
    async () => {
      const contract = savedContract(4, 'HT20990101903');
      server.use(
        http.get('*/admin/user/self', ({ request }) => {
          const session = db.session(request.headers.get('Authorization'));
          if (!session) return HttpResponse.json({ code: 401, text: 'unauthorized' }, { status: 401 });
          const list = [{ permissionId: 'user_view', actionList: ['query', 'get'] }];
          return HttpResponse.json({ data: { ...userInfo(identify(db, session)), permission_list: list } });
        }),
      );
      await loginAs('matchmaker');
      await renderApp(`/customer/detail?id=${String(contract.customer_id)}&tab=contract`);
      const tab = await screen.findByTestId('contract-tab', {}, APP_WAIT);
      await within(tab).findByText('HT20990101903', {}, APP_WAIT);
      expect(within(tab).queryByTestId('contract-edit')).toBeNull();
    },
    LONG_APP_TEST_MS,
  );
});
