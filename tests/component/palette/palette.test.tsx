import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';
import { groupTexts, openedPalette, pressCtrlK, typeQuery } from './paletteTestKit';

// Issue 45 point 3: the command palette in the app, against the demo API.

const { server, db } = setupDemoServer({ customerCount: 10 });

/** Admin-only screens, as the English menu names them. */
const ADMIN_PAGES = ['Stores', 'Staff members', 'Roles', 'Domains', 'Payment accounts', 'update notes'];

describe('command palette', () => {
  it(
    '[V23] Ctrl+K in a text field opens it; "stores" finds the stores page, the arrows move the announced option, Enter opens it; the pick comes first next time',
    async () => {
      await loginAs('admin');
      const { router } = await renderApp('/userCenter/index');
      const search = await screen.findByRole('textbox', { name: 'user number / phone number' }, APP_WAIT);
      search.focus();
      pressCtrlK(search);
      const { dialog, input } = await openedPalette();
      await waitFor(() => expect(input).toHaveFocus());
      // Empty: every page, under its group heading.
      expect(within(dialog).getByRole('group', { name: 'Pages' })).toBeInTheDocument();
      expect(groupTexts(dialog, 'pages')).toContain('Home');

      typeQuery(input, 'stores');
      const pages = within(dialog).getByRole('group', { name: 'Pages' });
      const [first, second] = within(pages).getAllByRole('option');
      expect(first).toHaveTextContent(/^Stores/);
      expect(input).toHaveAttribute('aria-activedescendant', first.id);
      expect(first).toHaveAttribute('aria-selected', 'true');
      expect(input).toHaveAttribute('aria-controls', within(dialog).getByRole('listbox').id);
      if (second) {
        fireEvent.keyDown(input, { key: 'ArrowDown' });
        expect(input).toHaveAttribute('aria-activedescendant', second.id);
        fireEvent.keyDown(input, { key: 'ArrowUp' });
      }
      expect(input).toHaveAttribute('aria-activedescendant', first.id);
      fireEvent.keyDown(input, { key: 'Enter' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      // The next opening shows the recent pick first.
      pressCtrlK();
      const again = await openedPalette();
      expect(groupTexts(again.dialog, 'recent')[0]).toMatch(/^Stores/);
      const [firstGroup] = within(again.dialog).getAllByRole('group');
      expect(firstGroup).toHaveAccessibleName('Recent');
    },
    APP_TEST_MS,
  );

  it('the header button names the palette and its shortcut; Escape closes it and gives the focus back', async () => {
    await loginAs('admin');
    await renderApp('/userCenter/index');
    const button = await screen.findByRole('button', { name: 'command palette' }, APP_WAIT);
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    fireEvent.mouseEnter(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('command palette (Ctrl+K)');
    button.focus();
    fireEvent.click(button);
    const { dialog, input } = await openedPalette();
    await waitFor(() => expect(input).toHaveFocus());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it(
    '[V23] a salesperson is offered no admin page, and finds none by its name',
    async () => {
      await loginAs('sales');
      await renderApp('/userCenter/index');
      await screen.findByRole('button', { name: 'command palette' }, APP_WAIT);
      pressCtrlK();
      const { dialog, input } = await openedPalette();
      const offered = groupTexts(dialog, 'pages');
      // Each option reads its label, then its menu section.
      expect(offered).toContain('CluesCustomers');
      for (const page of ADMIN_PAGES) expect(offered.some((text) => text.startsWith(page))).toBe(false);
      typeQuery(input, 'stores');
      // Nothing among the pages; the customer search answers nothing for the word either.
      expect(await within(dialog).findByText('Nothing found for “stores”', {}, APP_WAIT)).toBeVisible();
      expect(within(dialog).queryByRole('option')).toBeNull();
    },
    APP_TEST_MS,
  );

  it(
    'a salesperson finds a customer by number: phone masked; Enter opens the detail; it then heads the recent picks',
    async () => {
      const customer = db.list('customer').find((c) => typeof c.phone === 'string');
      if (!customer) throw new Error('no seeded customer with a phone');
      const phone = String(customer.phone);
      await loginAs('sales');
      const { router } = await renderApp('/userCenter/index');
      await screen.findByRole('button', { name: 'command palette' }, APP_WAIT);
      pressCtrlK();
      const { dialog, input } = await openedPalette();
      typeQuery(input, String(customer.number));
      const group = await within(dialog).findByRole('group', { name: 'Customers' }, APP_WAIT);
      const [option] = within(group).getAllByRole('option');
      expect(option).toHaveTextContent(String(customer.name));
      expect(option).toHaveTextContent(`No. ${String(customer.number)}`);
      expect(option).toHaveTextContent(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
      expect(dialog).not.toHaveTextContent(phone);
      expect(input).toHaveAttribute('aria-activedescendant', option.id);
      fireEvent.keyDown(input, { key: 'Enter' });
      await waitFor(() => expect(router.state.location.search).toBe(`?id=${String(customer.id)}`));
      expect(router.state.location.pathname).toBe('/customer/detail');

      pressCtrlK();
      const again = await openedPalette();
      expect(groupTexts(again.dialog, 'recent')[0]).toContain(String(customer.name));
      expect(again.dialog).not.toHaveTextContent(phone);
    },
    APP_TEST_MS,
  );

  it(
    'a full phone number offers the header search look-up; a miss is said in the palette',
    async () => {
      await loginAs('admin');
      await renderApp('/userCenter/index');
      await screen.findByRole('button', { name: 'command palette' }, APP_WAIT);
      pressCtrlK();
      const { dialog, input } = await openedPalette();
      typeQuery(input, '19900000000');
      const group = await within(dialog).findByRole('group', { name: 'Customers' }, APP_WAIT);
      expect(within(group).getByRole('option')).toHaveTextContent('Look up user number / phone 19900000000');
      fireEvent.keyDown(input, { key: 'Enter' });
      // The server's answer, in place: the palette stays open on what was typed.
      expect(await within(dialog).findByRole('alert', {}, APP_WAIT)).toHaveTextContent(
        /no customer with this number/i,
      );
      expect(input).toHaveValue('19900000000');
    },
    APP_TEST_MS,
  );

  it(
    'a failing customer search shows the server error, and asks again',
    async () => {
      let failing = true;
      server.use(
        http.get('*/plugin/love/admin/customer', ({ request }) =>
          failing && new URL(request.url).searchParams.has('keyword')
            ? HttpResponse.json({ message: 'search is down' }, { status: 500 })
            : undefined,
        ),
      );
      await loginAs('admin');
      await renderApp('/userCenter/index');
      await screen.findByRole('button', { name: 'command palette' }, APP_WAIT);
      pressCtrlK();
      const { dialog, input } = await openedPalette();
      typeQuery(input, '1000');
      const error = await within(dialog).findByTestId('palette-error', {}, APP_WAIT);
      expect(error).toHaveAttribute('role', 'alert');
      expect(error).toHaveTextContent('500');
      expect(within(dialog).queryByText(/Nothing found/)).toBeNull();
      failing = false;
      fireEvent.click(within(error).getByRole('button'));
      expect(await within(dialog).findByRole('group', { name: 'Customers' }, APP_WAIT)).toBeInTheDocument();
      expect(within(dialog).queryByTestId('palette-error')).toBeNull();
    },
    APP_TEST_MS,
  );
});
