import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHttpClient } from '../../../dataProvider/client';
import { REQUEST_TIMEOUT_MS } from '../../../dataProvider/config';
import { fileNameFromDisposition } from '../../../dataProvider/download';
import { createDataProvider } from '../../../dataProvider';
import { tokens } from '../../../dataProvider/tokens';
import { defineResource } from '../../../resources/core/define';

const API = 'http://api.test';
const seen: Request[] = [];
const server = setupServer();

const thing = defineResource({
  name: 'thing',
  api: { path: 'thing', paging: { page: 'page', perPage: 'pagesize' }, updateMethod: 'PATCH' },
  schema: z.object({ id: z.number(), name: z.string(), status: z.number().optional() }),
  menu: false,
  operations: ['list', 'show', 'create', 'edit', 'delete'],
  list: { columns: ['name'], filter: { type: 1 } },
});
const store = defineResource({
  name: 'store',
  api: { path: '/plugin/love/store/admin/store' },
  schema: z.object({ id: z.number(), name: z.string() }),
  menu: false,
  operations: ['list', 'delete'],
});
const dp = createDataProvider([thing, store], createHttpClient(API));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
  localStorage.clear();
  server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

describe('the http client', () => {
  it('[S16] sends local, device-type 5 and a stable device header; times out after 30000 ms', async () => {
    server.use(
      http.get(`${API}/plugin/love/admin/thing`, () => HttpResponse.json({ data: [], meta: { total: 0 } })),
    );
    await dp.getList('thing', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    await dp.getList('thing', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const [a, b] = seen;
    expect(a.headers.get('device-type')).toBe('5');
    expect(a.headers.get('local')).toMatch(/^(zh_CN|en)$/);
    expect(a.headers.get('device')).toMatch(/^[0-9a-z]{10,}$/);
    expect(b.headers.get('device')).toBe(a.headers.get('device'));
    server.use(
      http.post(`${API}/plugin/love/admin/thing`, () => HttpResponse.json({ data: { id: 1, name: 'a' } })),
    );
    await dp.create('thing', { data: { name: 'a' } });
    expect(seen[2].headers.get('content-type')).toContain('application/json');
    expect(createHttpClient(API).defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(30000);
  });

  it('[S15] sends the temporary token when both tokens exist, else the access token', async () => {
    server.use(
      http.get(`${API}/plugin/love/admin/thing/1`, () => HttpResponse.json({ data: { id: 1, name: 'a' } })),
    );
    tokens.setAccess('Bearer access');
    await dp.getOne('thing', { id: 1 });
    tokens.setTemporary('Bearer temporary');
    await dp.getOne('thing', { id: 1 });
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual(['Bearer access', 'Bearer temporary']);
  });

  it('[S16] turns a 204 into an empty object', async () => {
    server.use(
      http.delete(`${API}/plugin/love/store/admin/store/7`, () => new HttpResponse(null, { status: 204 })),
    );
    const client = createHttpClient(API);
    const response = await client.delete('/plugin/love/store/admin/store/7');
    expect(response.data).toEqual({});
    await expect(dp.delete('store', { id: 7, previousData: { id: 7, name: 'x' } })).resolves.toEqual({
      data: { id: 7, name: 'x' },
    });
  });

  it('[E01] rejects a body with a code field, whatever the status, with its text', async () => {
    server.use(
      http.get(`${API}/plugin/love/admin/thing/2`, () =>
        HttpResponse.json({ code: 10001, text: '数据不存在' }),
      ),
    );
    await expect(dp.getOne('thing', { id: 2 })).rejects.toMatchObject({ message: '数据不存在', status: 400 });
  });

  it('[E04] other statuses carry the status and the server text; field errors reach body.errors', async () => {
    server.use(
      http.get(`${API}/plugin/love/admin/thing/3`, () =>
        HttpResponse.json({ code: 500, text: 'server exploded' }, { status: 500 }),
      ),
      http.post(`${API}/plugin/love/admin/thing`, () =>
        HttpResponse.json({ code: 422, text: 'name taken', errors: { name: 'name taken' } }, { status: 422 }),
      ),
    );
    await expect(dp.getOne('thing', { id: 3 })).rejects.toMatchObject({
      message: '500: server exploded',
      status: 500,
    });
    await expect(dp.create('thing', { data: { name: 'x' } })).rejects.toMatchObject({
      status: 422,
      body: { errors: { name: 'name taken' } },
    });
  });
});

describe('the dataProvider', () => {
  it('maps paging names, sort, search, filters and the permanent filter; reads data and meta.total', async () => {
    server.use(
      http.get(`${API}/plugin/love/admin/thing`, () =>
        HttpResponse.json({ data: [{ id: 1, name: 'a' }], meta: { total: 41 } }),
      ),
    );
    const result = await dp.getList('thing', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: '王', status: 1, empty: '' },
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'a' }], total: 41 });
    const url = new URL(seen[0].url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '3',
      pagesize: '20',
      sort: 'name',
      order: 'desc',
      keyword: '王',
      status: '1',
      type: '1',
    });
  });

  it('[S01] an empty page after the first steps back one page and reloads', async () => {
    server.use(
      http.get(`${API}/plugin/love/admin/thing`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          data: page >= 3 ? [] : [{ id: page, name: `p${page}` }],
          meta: { total: 21 },
        });
      }),
    );
    const result = await dp.getList('thing', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.data).toEqual([{ id: 2, name: 'p2' }]);
    expect(seen.map((r) => new URL(r.url).searchParams.get('page'))).toEqual(['3', '2']);
  });

  it('uses absolute paths as they are, batches getMany and PATCHes only changed fields', async () => {
    server.use(
      http.get(`${API}/plugin/love/store/admin/store`, () =>
        HttpResponse.json({ data: [{ id: 1 }, { id: 2 }] }),
      ),
      http.patch(`${API}/plugin/love/admin/thing/5`, () =>
        HttpResponse.json({ data: { id: 5, name: 'new' } }),
      ),
    );
    const many = await dp.getMany('store', { ids: [1, 2] });
    expect(many.data).toHaveLength(2);
    expect(new URL(seen[0].url).searchParams.get('ids')).toBe('1,2');
    const updated = await dp.update('thing', {
      id: 5,
      data: { id: 5, name: 'new', status: 1 },
      previousData: { id: 5, name: 'old', status: 1 },
    });
    expect(updated.data).toMatchObject({ id: 5, name: 'new', status: 1 });
    expect(await seen[1].json()).toEqual({ name: 'new' });
  });
});

describe('downloads', () => {
  it('[V25] takes the file name from content-disposition', async () => {
    expect(fileNameFromDisposition('attachment; filename="report.xlsx"')).toBe('report.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E5%AE%A2%E6%88%B7.csv")).toBe('客户.csv');
    expect(fileNameFromDisposition(undefined, 'fallback.csv')).toBe('fallback.csv');
    server.use(
      http.get(`${API}/plugin/love/admin/customer/export`, () =>
        HttpResponse.text('a,b', {
          headers: { 'content-disposition': "attachment; filename*=UTF-8''%E5%AE%A2%E6%88%B7.csv" },
        }),
      ),
    );
    const file = await dp.download({ url: 'customer/export' });
    expect(file.name).toBe('客户.csv');
    expect(file.blob.size).toBe(3);
  });

  it('[E05] a 500 download fails with the title "Error" and the error-message header', async () => {
    server.use(
      http.get(`${API}/plugin/love/admin/customer/export`, () =>
        HttpResponse.text('', { status: 500, headers: { 'error-message': encodeURIComponent('导出失败') } }),
      ),
    );
    await expect(dp.download({ url: 'customer/export' })).rejects.toMatchObject({
      status: 500,
      message: '导出失败',
      body: { title: 'Error' },
    });
  });
});

describe('references fetched with a page (meta.prefetch, issue 8)', () => {
  const page = (meta?: unknown) =>
    dp.getList('thing', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      meta,
    });
  const rows = [
    { id: 1, name: 'a', store_id: 7, stores: [8, 7] },
    { id: 2, name: 'b', store_id: 9, stores: [] },
    { id: 3, name: 'c', store_id: null, stores: '' },
  ];

  it('returns the records the rows point at as meta.prefetched, in the order the rows show them', async () => {
    server.use(
      http.get(`${API}/plugin/love/admin/thing`, () => HttpResponse.json({ data: rows, meta: { total: 3 } })),
      http.get(`${API}/plugin/love/store/admin/store`, ({ request }) => {
        const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
        // sorted by the server, and one of them gone
        const found = ids.filter((id) => id !== 9).sort((a, b) => a - b);
        return HttpResponse.json({ data: found.map((id) => ({ id, name: `store ${id}` })) });
      }),
    );
    const result = await page({
      prefetch: [
        { field: 'store_id', resource: 'store' },
        { field: 'stores', resource: 'store' },
      ],
    });
    expect(result.data).toEqual(rows);
    expect(result.total).toBe(3);
    expect(result.meta).toEqual({
      prefetched: { store: [7, 8].map((id) => ({ id, name: `store ${id}` })) },
    });
    expect(seen.filter((r) => r.url.includes('/store/admin/store'))).toHaveLength(1);
  });

  it('leaves out a look-up that fails (the cells ask again), and asks for nothing without prefetch', async () => {
    server.use(
      http.get(`${API}/plugin/love/admin/thing`, () => HttpResponse.json({ data: rows, meta: { total: 3 } })),
      http.get(`${API}/plugin/love/store/admin/store`, () =>
        HttpResponse.json({ code: 403, text: 'no' }, { status: 403 }),
      ),
    );
    const failed = await page({ prefetch: [{ field: 'store_id', resource: 'store' }] });
    expect(failed.data).toEqual(rows);
    expect(failed.meta).toEqual({ prefetched: {} });
    seen.length = 0;
    const plain = await page();
    expect(plain.meta).toBeUndefined();
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/plugin/love/admin/thing']);
  });
});
