import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_WAIT } from '../../support/timeouts';

const { server } = setupDemoServer({ customerCount: 30 });
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname.endsWith('/export')) requests.push(request.url);
});
beforeEach(() => {
  requests.length = 0;
});

describe('export through the server (issue 9)', () => {
  it('[V25] sends the list filters and sort, and saves the file under the server name', async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await loginAs('admin');
    await renderApp('/customer?filter=%7B%22gender%22%3A1%7D&sort=id&order=ASC');
    const button = await screen.findByRole('button', { name: 'Export' }, APP_WAIT);
    await waitFor(() => expect(button).toBeEnabled(), APP_WAIT);
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1), APP_WAIT);
    const url = new URL(requests[0]);
    expect(url.pathname).toBe('/plugin/love/admin/customer/export');
    expect(url.searchParams.get('gender')).toBe('1');
    expect(url.searchParams.get('sort')).toBe('id');
    expect(url.searchParams.get('order')).toBe('asc');
    expect(url.searchParams.has('page')).toBe(false);
    expect(saved[0]).toMatch(/^客户列表-\d{8}\.xlsx$/);
    expect(saved[0]).not.toBe('customer.csv');
  }, 60_000);
});
