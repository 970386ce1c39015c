import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequests } from '../../../src/app/early';
import { createTestServer } from '../../../src/mocks/node';
import { loginAs, renderApp } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

const { server } = createTestServer({ customerCount: 30 });
const asked: URL[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(async () => {
  localStorage.clear();
  asked.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  await loginAs('admin');
  server.events.removeAllListeners('request:start');
  server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url)));
});
afterAll(() => server.close());
vi.setConfig({ testTimeout: APP_TEST_MS });

const customerPages = () => asked.filter((url) => url.pathname === '/plugin/love/admin/customer');

/**
 * Boots on `path` as main.tsx does: session and first page asked for, then the admin rendered (once
 * the page is in, when told: a fast network).
 */
async function bootOn(path: string, { pageFirst = false } = {}) {
  const url = new URL(path, 'http://localhost');
  const early = startEarlyRequests({ pathname: url.pathname, search: url.search });
  await early.session;
  await (pageFirst ? early.firstPage : early.sent);
  await renderApp(path);
  const table = await screen.findByRole('table', {}, APP_WAIT);
  return within(table);
}

describe('a list opened by address asks for its first page as the app boots (issue 8)', () => {
  it('the list takes the early page over: one request, with the page size and sort of the address', async () => {
    const rows = await bootOn('/customer?page=1&perPage=25&sort=id&order=ASC');
    expect(await rows.findAllByRole('row')).toHaveLength(26);
    expect(customerPages()).toHaveLength(1);
    const params = customerPages()[0]?.searchParams;
    expect([params?.get('per_page'), params?.get('sort'), params?.get('order')]).toEqual(['25', 'id', 'asc']);
  });

  it('without parameters in the address, the ones the list kept (react-admin store) are asked for', async () => {
    localStorage.setItem(
      'RaStore.customer.listParams',
      JSON.stringify({ filter: {}, sort: 'id', order: 'ASC', page: 1, perPage: 25 }),
    );
    const rows = await bootOn('/customer');
    expect(await rows.findAllByRole('row')).toHaveLength(26);
    expect(customerPages()).toHaveLength(1);
    const params = customerPages()[0]?.searchParams;
    expect([params?.get('per_page'), params?.get('order')]).toEqual(['25', 'asc']);
  });

  it('with its page in before it mounts, the list shows its rows in its first render: no skeleton, nothing asked again', async () => {
    // The skeleton, if it ever shows, is seen by an observer of the whole document.
    let skeletonShown = false;
    const observer = new MutationObserver(() => {
      skeletonShown ||= document.querySelector('[data-testid="table-skeleton"]') !== null;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      const rows = await bootOn('/customer?page=1&perPage=25&sort=id&order=DESC', { pageFirst: true });
      expect(await rows.findAllByRole('row')).toHaveLength(26);
      // The rows' stores and workers came with the page: their cells are filled in at once.
      expect(rows.getAllByRole('link').length).toBeGreaterThan(25);
    } finally {
      observer.disconnect();
    }
    expect(skeletonShown).toBe(false);
    expect(customerPages()).toHaveLength(1);
    const lookUps = (path: string) =>
      asked.filter((url) => url.pathname === path && url.searchParams.has('ids'));
    expect(lookUps('/plugin/love/store/admin/store')).toHaveLength(1);
    expect(lookUps('/plugin/love/admin/worker')).toHaveLength(1);
  });

  it('another page than a list asks for nothing early', async () => {
    await startEarlyRequests({ pathname: '/customer/3/show', search: '' }).sent;
    await startEarlyRequests({ pathname: '/no-such-list', search: '' }).sent;
    expect(customerPages()).toHaveLength(0);
  });
});
