import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../dataProvider';
import { createHttpClient } from '../../../dataProvider/client';
import { API_PATHS, fillPath } from '../../../dataProvider/paths';

const API = 'http://api.test';
const server = setupServer();
const dp = createDataProvider([], createHttpClient(API));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('named API methods (dataProvider/methods)', () => {
  it('sends the notice query and parses the page with its schema', async () => {
    let query = '';
    server.use(
      http.get(`${API}${API_PATHS.notices.list}`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({
          data: [{ id: 1, is_read: 0, content: { method: 'newCustomer', arguments: ['x', 2] } }],
          meta: { total: '31' },
        });
      }),
    );
    const page = await dp.listNotices({ read: 0, page: 2 });
    expect(query).toBe('?scene=SiteNotice&read=0&page=2&per_page=10');
    expect(page.total).toBe(31);
    expect(page.data[0]).toMatchObject({ id: 1, is_read: false, content: { arguments: { 0: 'x', 1: '2' } } });
  });

  it('fills path placeholders and accepts a 204', async () => {
    const seen: string[] = [];
    server.use(
      http.put(`${API}/admin/im/*`, ({ request }) => {
        seen.push(new URL(request.url).pathname);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(dp.markNoticeRead('a/b')).resolves.toBeUndefined();
    await expect(dp.markAllNoticesRead()).resolves.toBeUndefined();
    expect(seen).toEqual(['/admin/im/set-read/a%2Fb', '/admin/im/set-all-read/SiteNotice']);
    expect(fillPath(API_PATHS.calls.answer, { id: 7 })).toBe('/plugin/love/admin/worker-call/answer/7');
  });

  it('rejects an answer that does not fit the schema instead of passing it on', async () => {
    server.use(http.get(`${API}${API_PATHS.notices.list}`, () => HttpResponse.json({ data: 'nope' })));
    await expect(dp.listNotices({ read: 1, page: 1 })).rejects.toThrow();
  });

  it('reads bare and enveloped answers alike (finance, counters, number search)', async () => {
    server.use(
      http.get(`${API}${API_PATHS.finance.balance}`, () => HttpResponse.json({ balance: '12.5' })),
      http.get(`${API}${API_PATHS.counters.statCount}`, () =>
        HttpResponse.json({ data: { a: 1, b: '2', c: null, d: 'x' } }),
      ),
      http.post(`${API}${API_PATHS.customer.numberSearch}`, () => HttpResponse.json({ data: { id: 9 } })),
    );
    expect((await dp.getFinanceBalance(3)).balance).toBe(12.5);
    expect(await dp.getStatCounts()).toEqual({ a: 1, b: 2 });
    expect(await dp.searchCustomerNumber('1000009')).toBe(9);
  });

  it('an unreadable remark notice or tip list counts as nothing new', async () => {
    server.use(
      http.get(`${API}${API_PATHS.notices.remarkNotice}`, () => HttpResponse.json({ data: 'x' })),
      http.get(`${API}${API_PATHS.notices.mustHandle}`, () =>
        HttpResponse.json({ data: [{ title: '' }, { title: 'go', href: '/x', allow: 0 }] }),
      ),
    );
    expect(await dp.getRemarkNotice()).toEqual({ num: 0 });
    expect(await dp.getMustHandleTips()).toEqual([
      { title: 'go', desc: undefined, href: '/x', allow: false },
    ]);
  });
});
