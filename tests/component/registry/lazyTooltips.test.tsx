import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServer } from '../../../src/mocks/node';
import { loginAs, renderApp } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

// Issue 8: the list's header cells, the header's menu and refresh buttons and the page size keep
// react-admin's names and behaviour, with tooltips mounted on hover (MUI's Tooltip and Select set
// their own state as they mount, which made React run all the page's effects before the paint).
const { server, db } = createTestServer({ customerCount: 20 });
vi.setConfig({ testTimeout: APP_TEST_MS });

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(async () => {
  localStorage.clear();
  db.reset();
  await loginAs('admin');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openStoreList() {
  await renderApp('/store');
  await screen.findByText(`total ${db.list('store').length} items`, {}, APP_WAIT);
}

describe('tooltips mounted on hover (issue 8)', () => {
  it('no MUI Tooltip is mounted on the menu and refresh buttons or in the table head before a hover', async () => {
    await openStoreList();
    // MUI marks the element a mounted Tooltip wraps (outside production builds).
    const wrapped = (element: Element) => element.hasAttribute('data-mui-internal-clone-element');
    expect(wrapped(screen.getByRole('button', { name: 'Close menu' }))).toBe(false);
    expect(wrapped(screen.getByRole('button', { name: 'Refresh' }))).toBe(false);
    const sorts = screen.getAllByRole('button', { name: /^Sort by / });
    expect(sorts.length).toBeGreaterThan(1);
    expect(sorts.filter(wrapped)).toEqual([]);
  });

  it('a column header sorts, is named "Sort by …" and shows that name as a tooltip on hover only', async () => {
    const user = userEvent.setup();
    await openStoreList();
    // A sortable column the list is not sorted by.
    const header = screen
      .getAllByRole('columnheader')
      .find((th) => within(th).queryByRole('button')?.classList.contains('Mui-active') === false);
    if (!header) throw new Error('no sortable column');
    const sort = within(header).getByRole('button', { name: /^Sort by .+ (ascending|descending)$/ });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(sort);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(sort.getAttribute('aria-label') ?? '');
    await user.unhover(sort);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await user.click(sort);
    await waitFor(() => expect(within(header).getByRole('button')).toHaveClass('Mui-active'));
  });

  it('the menu button is named "Close menu", then "Open menu" once the menu is closed', async () => {
    const user = userEvent.setup();
    await openStoreList();
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    await user.hover(toggle);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Close menu');
    await user.click(toggle);
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('the page size is a select named "Rows per page" that changes the page size', async () => {
    const user = userEvent.setup();
    await openStoreList();
    const size = screen.getByRole('combobox', { name: /rows per page/i });
    expect(size).toHaveValue('10');
    await user.selectOptions(size, '25');
    // The next page comes from the demo API: on a loaded machine it takes more than waitFor's 1 s.
    await waitFor(
      () =>
        expect(screen.getAllByRole('row').filter((r) => r.closest('tbody'))).toHaveLength(
          Math.min(25, db.list('store').length),
        ),
      APP_WAIT,
    );
  });
});
