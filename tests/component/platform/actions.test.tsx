import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { identify, userInfo } from '../../../src/mocks/identity';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_WAIT } from '../../support/timeouts';

// Spec §6: the permissions list (permissionId with actionList) decides which action buttons exist;
// a missing action removes the button, on generated screens and bespoke ones alike.

const { server, db } = setupDemoServer({ customerCount: 12 });

/** The signed-in user's info with these action lists (the rest as the demo API answers it). */
function withActionLists(list: { permissionId: string; actionList: string[] }[]) {
  server.use(
    http.get('*/admin/user/self', ({ request }) => {
      const session = db.session(request.headers.get('Authorization'));
      if (!session) return HttpResponse.json({ code: 401, text: 'unauthorized' }, { status: 401 });
      return HttpResponse.json({ data: { ...userInfo(identify(db, session)), permission_list: list } });
    }),
  );
}

describe('action permissions (spec §6)', () => {
  it('the customer list offers export to sales, and not to a matchmaker, whose user_view lacks it', async () => {
    await loginAs('sales');
    const sales = await renderApp('/customer');
    await screen.findAllByRole('row', {}, APP_WAIT);
    // Above the list and in the (hidden until a row is picked) bulk toolbar.
    expect(await screen.findAllByRole('button', { name: 'Export' }, APP_WAIT)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument();
    sales.unmount();

    localStorage.clear();
    await loginAs('matchmaker');
    await renderApp('/customer');
    const rows = await screen.findAllByRole('row', {}, APP_WAIT);
    expect(rows.length).toBeGreaterThan(1);
    // Create (user_view: add) stays; export is not there at all, not disabled.
    expect(await screen.findByRole('link', { name: 'Create' }, APP_WAIT)).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Export' })).toHaveLength(0);
  });

  it('a list without add, export and delete shows no create, export or row selection', async () => {
    await loginAs('admin');
    withActionLists([{ permissionId: 'setting.store', actionList: ['query', 'get', 'edit'] }]);
    await renderApp('/store');
    const total = db.list('store').length;
    expect(await screen.findByText(`total ${total} items`, {}, APP_WAIT)).toBeInTheDocument();
    // Edit (in every row) is still allowed.
    expect((await screen.findAllByRole('link', { name: 'Edit' }, APP_WAIT)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: 'Export' })).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('a detail page without delete shows edit only; with every action, both', async () => {
    const store = db.list('store')[0];
    await loginAs('admin');
    withActionLists([{ permissionId: 'setting.store', actionList: ['query', 'get', 'edit'] }]);
    const limited = await renderApp(`/store/${store.id}/show`);
    expect(await screen.findByRole('link', { name: 'Edit' }, APP_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    limited.unmount();

    server.resetHandlers();
    await renderApp(`/store/${store.id}/show`);
    expect(await screen.findByRole('button', { name: 'Delete' }, APP_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
  });

  it('a typed URL to an action the user lacks shows the 403 page', async () => {
    await loginAs('admin');
    withActionLists([{ permissionId: 'setting.store', actionList: ['query', 'get'] }]);
    await renderApp('/store/create');
    expect(await screen.findByTestId('page-403', {}, APP_WAIT)).toBeInTheDocument();
  });

  it('the finance drawer offers the cash recharge only with "add" on setting.recharge.bill', async () => {
    await loginAs('admin');
    withActionLists([{ permissionId: 'setting.recharge.bill', actionList: ['query', 'get'] }]);
    await renderApp('/store');
    fireEvent.click(await screen.findByRole('button', { name: 'finance' }, APP_WAIT));
    const drawer = await screen.findByTestId('finance-drawer');
    await within(drawer).findByTestId('finance-balance', {}, APP_WAIT);
    expect(within(drawer).queryByTestId('finance-recharge')).toBeNull();
  });

  it('the finance drawer keeps the cash recharge for the admin, whose list does not refine it', async () => {
    await loginAs('admin');
    await renderApp('/store');
    fireEvent.click(await screen.findByRole('button', { name: 'finance' }, APP_WAIT));
    const drawer = await screen.findByTestId('finance-drawer');
    await waitFor(() => expect(within(drawer).getByTestId('finance-recharge')).toBeInTheDocument(), APP_WAIT);
  });
});
