import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MUST_HANDLE_STORAGE_KEY } from '../../../../src/features/notices/mustHandleModel';
import { createTestServer } from '../../../../src/mocks/node';
import { loginAs, renderApp } from '../../../support/renderApp';
import { APP_WAIT } from '../../../support/timeouts';

const { server, db } = createTestServer({ customerCount: 30 });

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('header', () => {
  it('[V05] the search says "please enter a correct user number", then finds a customer by number', async () => {
    await loginAs('admin');
    await renderApp('/store');
    const input = await screen.findByRole('textbox', { name: 'user number / phone number' }, APP_WAIT);
    fireEvent.change(input, { target: { value: '12a' } });
    expect(await screen.findByTestId('header-search-error')).toHaveTextContent(
      'please enter a correct user number',
    );
    expect(screen.getByTestId('header-search-error')).toHaveAttribute('role', 'alert');
    const customer = db.list('customer')[4];
    fireEvent.change(input, { target: { value: String(customer.number) } });
    await waitFor(() => expect(screen.queryByTestId('header-search-error')).toBeNull());
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    // The customer's detail page: its name and its user number in the header card.
    expect((await screen.findAllByText(String(customer.name), {}, APP_WAIT)).length).toBeGreaterThan(0);
    expect(await screen.findByText(`No. ${String(customer.number)}`, {}, APP_WAIT)).toBeInTheDocument();
  });

  it('names every icon button and shows the finance drawer; [S22] no service period without an end', async () => {
    server.use(
      http.get('*/plugin/qianfan/admin/finance/balance', () =>
        HttpResponse.json({
          data: {
            balance: 1234,
            month_cost: 56.7,
            sms_left_num: 88,
            service: { start_at: '2026-01-01', end_at: null },
          },
        }),
      ),
    );
    await loginAs('admin');
    await renderApp('/store');
    for (const name of ['user number / phone number', 'messages', 'account']) {
      expect(
        (await screen.findAllByRole(name.includes('/') ? 'textbox' : 'button', { name }, APP_WAIT))[0],
      ).toBeVisible();
    }
    // The link tool and the update notes (setting.change_log) have their pages (issue 16).
    expect(screen.getByRole('button', { name: 'link tool' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'update notes' })).toBeVisible();
    fireEvent.click(await screen.findByRole('button', { name: 'finance' }, APP_WAIT));
    const drawer = await screen.findByTestId('finance-drawer');
    expect(await within(drawer).findByTestId('finance-balance', {}, APP_WAIT)).toHaveTextContent('¥1,234.00');
    expect(within(drawer).getByTestId('finance-month-cost')).toHaveTextContent('¥56.70');
    expect(within(drawer).getByTestId('finance-sms')).toHaveTextContent('88 messages');
    expect(within(drawer).queryByTestId('finance-service')).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'cash balance recharge' })).toBeInTheDocument();
    // The SMS recharge page and its bill view (setting.recharge.sms / .bill, issue 16).
    expect(within(drawer).getByRole('button', { name: 'SMS recharge' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'view bill' })).toBeInTheDocument();
  });

  it('sales sees neither the finance nor the update-notes icon', async () => {
    await loginAs('sales');
    await renderApp('/customer');
    expect(await screen.findByRole('button', { name: 'messages' }, APP_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'finance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'update notes' })).toBeNull();
  });

  it('[S05] the message drawer lists 10 unread notices, mark all read empties the unread list', async () => {
    await loginAs('admin');
    await renderApp('/store');
    fireEvent.click(await screen.findByRole('button', { name: 'messages' }, APP_WAIT));
    const drawer = await screen.findByTestId('notice-drawer');
    await waitFor(() => expect(within(drawer).getAllByTestId('notice-item')).toHaveLength(10), APP_WAIT);
    fireEvent.click(within(drawer).getByTestId('notice-mark-all'));
    expect(await within(drawer).findByText('no unread messages', {}, APP_WAIT)).toBeInTheDocument();
    fireEvent.click(within(drawer).getByTestId('notice-read'));
    await waitFor(() => expect(within(drawer).getAllByTestId('notice-item')).toHaveLength(10), APP_WAIT);
  });

  it('[S13] the must-handle dialog renders server text as text and drops unsafe links', async () => {
    server.use(
      http.get('*/plugin/love/admin/home-notice', () =>
        HttpResponse.json({
          data: [
            { title: '<img src=x onerror=alert(1)>', desc: 'evil', href: 'javascript:alert(1)', allow: 1 },
            { title: 'inside', desc: 'ok', href: '/customer?type=1', allow: 1 },
            { title: 'outside', desc: 'ok', href: 'https://example.com/x', allow: 1 },
          ],
        }),
      ),
    );
    await loginAs('admin');
    await renderApp('/');
    const dialog = await screen.findByRole('dialog', {}, APP_WAIT);
    const items = within(dialog).getAllByTestId('must-handle-item');
    expect(items[0]).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(items[0]).queryByRole('button')).toBeNull();
    expect(within(items[0]).queryByRole('link')).toBeNull();
    expect(within(items[1]).getByRole('button', { name: 'handle' })).toBeInTheDocument();
    const external = within(items[2]).getByRole('link', { name: 'handle' });
    expect(external).toHaveAttribute('href', 'https://example.com/x');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(localStorage.getItem(MUST_HANDLE_STORAGE_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
