import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../../../dataProvider/paths';
import type { DemoRecord } from '../../../../src/mocks/db';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_WAIT, LONG_APP_TEST_MS } from '../../../support/timeouts';
import { sentBodies } from '../../../support/sentBodies';

// A saved contract is edited on the generator's page (issue 40 points 1, 2, 5): a save sends the
// changed fields and the revision read; a stale one opens the merge view; the unsaved-changes guard
// holds until a save succeeds.

const { server, db } = setupDemoServer({ customerCount: 10 });

const FEE = { 'en-US': /Fee \(yuan\)/, 'zh-CN': /服务费用/ } as const;
const SAVE_CHANGES = { 'en-US': 'Save changes', 'zh-CN': '保存修改' } as const;
type Locale = keyof typeof FEE;

/** The bodies of the contracts' PUTs, as sent. */
const recordPuts = () => sentBodies(server, 'PUT', /\/contract\/\d+$/);

/** A colleague changes the contract behind the user's back: a new revision by 王芳. */
function colleagueChanges(id: number, values: Record<string, unknown>): DemoRecord {
  const stored = db.get('contract', id);
  const saved = stored && db.replace('contract', { ...stored, ...values }, '王芳');
  if (!saved) throw new Error(`no contract ${id}`);
  return saved;
}

/** Opens the generator of a customer, fills a template and a fee; `save`: saves it and answers the contract. */
async function openGenerator(customerIndex: number, locale: Locale) {
  const customer = db.list('customer')[customerIndex];
  const config = [...db.list('contract-config')].sort((a, b) => b.id - a.id)[0];
  await loginAs('admin');
  const app = await renderApp(`/contract/new?customer_id=${customer.id}`, undefined, undefined, locale);
  const page = await screen.findByTestId('contract-new-page', {}, APP_WAIT);
  const template = locale === 'en-US' ? /Contract template/ : /合同模板/;
  fireEvent.mouseDown(await within(page).findByRole('combobox', { name: template }, APP_WAIT));
  fireEvent.click(await screen.findByRole('option', { name: String(config.name) }, APP_WAIT));
  const fee = () => within(page).getByRole('spinbutton', { name: FEE[locale] });
  await waitFor(() => expect(fee()).toBeInTheDocument(), APP_WAIT);
  fireEvent.change(fee(), { target: { value: '6000' } });
  return { ...app, page, fee };
}

async function saveNew(page: HTMLElement, locale: Locale): Promise<DemoRecord> {
  const before = db.list('contract').length;
  fireEvent.click(within(page).getByTestId('contract-save'));
  await screen.findByTestId('contract-saved', {}, APP_WAIT);
  expect(db.list('contract')).toHaveLength(before + 1);
  await waitFor(() =>
    expect(within(page).getByTestId('contract-save')).toHaveTextContent(SAVE_CHANGES[locale]),
  );
  return db.list('contract').at(-1) as DemoRecord;
}

describe('contract edits: versions and conflicts (issue 40)', () => {
  it(
    'a saved contract’s change sends only the changed field on the revision read; a stale one opens the merge view and "Overwrite with mine" saves it',
    async () => {
      const puts = recordPuts();
      const { page, fee } = await openGenerator(2, 'en-US');
      const contract = await saveNew(page, 'en-US');
      expect(contract).toMatchObject({ order_price: 6000, revision: 1 });
      // Saved and reset: nothing to save until something changes.
      expect(within(page).getByTestId('contract-save')).toBeDisabled();

      const detail = contract.party_b_detail as Record<string, unknown>;
      const theirs = colleagueChanges(contract.id, {
        order_price: 5000,
        party_b_detail: { ...detail, wants: 'Their wants' },
      });
      fireEvent.change(fee(), { target: { value: '8000' } });
      fireEvent.click(within(page).getByTestId('contract-save'));

      const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' }, APP_WAIT);
      expect(puts[0]).toEqual({ order_price: 8000, revision: 1 });
      expect(within(dialog).getByTestId('conflict-text')).toHaveTextContent(
        /This record was changed by 王芳 at/,
      );
      const price = within(dialog).getByTestId('conflict-row-order_price');
      expect(price).toHaveTextContent('Fee (yuan)');
      expect(within(price).getByTestId('conflict-theirs')).toHaveTextContent('5,000.00');
      expect(within(price).getByTestId('conflict-mine')).toHaveTextContent('8,000.00');
      expect(within(dialog).getByTestId('conflict-row-party.wants')).toHaveTextContent('Their wants');
      expect(screen.queryByText(/^409/)).toBeNull();

      fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
      expect(
        await screen.findByText(`Contract ${String(contract.no)} updated`, {}, APP_WAIT),
      ).toBeInTheDocument();
      expect(puts[1]).toEqual({ order_price: 8000, revision: theirs.revision });
      // Their change of another field stays: only mine was sent.
      expect(db.get('contract', contract.id)).toMatchObject({
        order_price: 8000,
        party_b_detail: { wants: 'Their wants' },
      });
      await waitFor(() => expect(screen.queryByTestId('conflict-dialog')).toBeNull(), APP_WAIT);
    },
    LONG_APP_TEST_MS,
  );

  it(
    '"保留对方的" shows their contract on the form, clean: leaving asks nothing (zh-CN)',
    async () => {
      const { page, fee, router } = await openGenerator(3, 'zh-CN');
      const contract = await saveNew(page, 'zh-CN');
      colleagueChanges(contract.id, { order_price: 4321 });
      fireEvent.change(fee(), { target: { value: '7000' } });
      fireEvent.click(within(page).getByTestId('contract-save'));
      const dialog = await screen.findByRole('dialog', { name: '此记录已被他人保存' }, APP_WAIT);
      expect(within(dialog).getByTestId('conflict-text')).toHaveTextContent(
        /此记录已被 王芳 于 .+ 修改，请核对后再保存/,
      );
      fireEvent.click(within(dialog).getByRole('button', { name: '保留对方的' }));
      await waitFor(() => expect(fee()).toHaveValue(4321), APP_WAIT);
      expect(db.get('contract', contract.id)?.order_price).toBe(4321);

      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      await act(() => router.navigate('/'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'), APP_WAIT);
      expect(confirm).not.toHaveBeenCalled();
    },
    LONG_APP_TEST_MS,
  );

  it(
    '[E04] after a failed save (500) leaving still asks; after the save succeeds it does not',
    async () => {
      server.use(
        http.post(
          `*${API_PATHS.contracts.create}`,
          () => HttpResponse.json({ code: 500, text: 'contract store down' }, { status: 500 }),
          { once: true },
        ),
      );
      const { page, router } = await openGenerator(4, 'en-US');
      fireEvent.click(within(page).getByTestId('contract-save'));
      expect(await screen.findByText('500: contract store down', {}, APP_WAIT)).toBeInTheDocument();
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      await act(() => router.navigate('/'));
      await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1), APP_WAIT);
      expect(router.state.location.pathname).toBe('/contract/new');

      await saveNew(page, 'en-US');
      await act(() => router.navigate('/'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'), APP_WAIT);
      expect(confirm).toHaveBeenCalledTimes(1);
    },
    LONG_APP_TEST_MS,
  );
});
