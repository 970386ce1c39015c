import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_OWNER_KEY } from '../../../authProvider/keys';
import { ACCESS_TOKEN_KEY } from '../../../dataProvider/tokens';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../src/features/notices/mustHandleModel';
import { TABS_STORAGE_KEY } from '../../../src/layout/tabs/tabsModel';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_WAIT, LONG_APP_TEST_MS } from '../../support/timeouts';

// Issue 40 point 7: nothing of one user shows to the next. Logging out from the account menu
// (react-admin's logout, through the authProvider) clears the tabs titled with customers' names and
// the list's typed filters; the user's saved filter views stay, theirs alone.

const { db } = setupDemoServer({ customerCount: 10 });

vi.setConfig({ testTimeout: LONG_APP_TEST_MS });
beforeEach(() => {
  // The must-handle dialog (once a day) is not what these tests look at.
  localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
});

const storedValues = () =>
  [localStorage, sessionStorage]
    .flatMap((storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i) ?? '')),
    )
    .join('\n');

async function openPanel() {
  const panel = await screen.findByRole('complementary', { name: 'Customer filters' }, APP_WAIT);
  await screen.findAllByRole('row', {}, APP_WAIT);
  return panel;
}

async function logOutFromMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'account' }, APP_WAIT));
  fireEvent.click(within(await screen.findByRole('menu')).getByTestId('menu-logout'));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull(), APP_WAIT);
}

describe('logout (issue 40 point 7)', () => {
  it('[S14][E15] clears the tabs and typed filters; the saved view survives for its user only', async () => {
    const customer = db.list('customer').find((c) => typeof c.name === 'string' && c.name.length > 1);
    if (!customer) throw new Error('no named customer in the demo data');
    const name = String(customer.name);
    await loginAs('admin');
    const { router } = await renderApp('/customer');
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('switch', { name: 'Filter by Age' }));
    const save = within(panel).getByRole('button', { name: 'Save view' });
    await waitFor(() => expect(save).toBeEnabled(), APP_WAIT);
    fireEvent.click(save);
    const dialog = await screen.findByRole('dialog', {}, APP_WAIT);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'View name' }), {
      target: { value: 'Young' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('View "Young" saved', {}, APP_WAIT)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('RaStore.customer.listParams')).toContain('age_gte'));

    await act(() => router.navigate(`/customer/detail?id=${customer.id}`));
    await within(screen.getByTestId('tab-bar')).findByRole('tab', { name: new RegExp(name) }, APP_WAIT);
    await waitFor(() => expect(sessionStorage.getItem(TABS_STORAGE_KEY)).toContain(name), APP_WAIT);

    await logOutFromMenu();
    await waitFor(() => expect(storedValues()).not.toContain(name), APP_WAIT);
    expect(sessionStorage.getItem(TABS_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('RaStore.customer.listParams')).toBeNull();
    expect(localStorage.getItem(STORAGE_OWNER_KEY)).toBeNull();
    cleanup();

    await loginAs('admin');
    await renderApp('/customer');
    expect(
      await within(await openPanel()).findByRole('button', { name: 'Open view Young' }, APP_WAIT),
    ).toBeInTheDocument();
    // A fresh tab bar: the detail page's tab went with the logout.
    const tabs = () => within(screen.getByTestId('tab-bar')).getAllByRole('tab');
    await waitFor(() => expect(tabs().map((t) => t.getAttribute('data-path'))).toEqual(['/', '/customer']));
    cleanup();

    localStorage.removeItem(ACCESS_TOKEN_KEY);
    await loginAs('sales');
    await renderApp('/customer');
    const salesPanel = await openPanel();
    expect(within(salesPanel).queryByRole('button', { name: 'Open view Young' })).toBeNull();
    expect(
      within(salesPanel).getByText('No saved view yet: set filters, then save them here.'),
    ).toBeInTheDocument();
  });

  it('[E15] a confirmed logout is not held up by a form with unsaved changes; its secret is not kept', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await loginAs('admin');
    const { router } = await renderApp('/pay-account/create');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }, APP_WAIT), {
      target: { value: 'Main account' },
    });
    fireEvent.change(document.querySelector('input[name="api_key"]') as HTMLInputElement, {
      target: { value: 'sk-live-LOGOUT-SECRET' },
    });
    await logOutFromMenu();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'), APP_WAIT);
    expect(confirm).not.toHaveBeenCalled();
    expect(storedValues()).not.toContain('LOGOUT-SECRET');
  });
});
