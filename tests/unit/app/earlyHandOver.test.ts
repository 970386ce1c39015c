import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { GetListResult } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppAuthProvider } from '../../../authProvider';
import { takeEarlyRequests, type EarlyPage, type ListParams } from '../../../src/app/early';
import { handOver } from '../../../src/app/early/handOver';

// The hand-over of src/app/early (issue 8): what was asked for at boot goes to the admin's query
// cache (the first page) and to its authProvider (the session), once.

const params: ListParams = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'DESC' },
  filter: {},
  meta: { prefetch: [{ field: 'store_id', resource: 'store' }] },
};
/** React-admin's `useGetList` key for the page, its keys in another order (the cache hashes them sorted). */
const listKey = [
  'customer',
  'getList',
  { meta: params.meta, filter: {}, sort: params.sort, pagination: params.pagination },
];
const answer: GetListResult = {
  data: [{ id: 1, store_id: 7 }],
  total: 1,
  meta: { prefetched: { store: [{ id: 7, name: 'store 7' }] } },
};

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

function setUp() {
  const queryClient = new QueryClient();
  clients.push(queryClient);
  const adoptSession = vi.fn();
  const authProvider = { adoptSession } as Pick<AppAuthProvider, 'adoptSession'> as AppAuthProvider;
  return { queryClient, authProvider, adoptSession };
}

/** A request settled from outside. */
function deferred() {
  let resolve: (result: GetListResult) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const request = new Promise<GetListResult>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { request, resolve, reject };
}

const pageOf = (request: Promise<GetListResult>, settled: Partial<EarlyPage> = {}): EarlyPage => ({
  resource: 'customer',
  params,
  request,
  ...settled,
});

/** A list mounting on the page: an observer of react-admin's key with its own query function. */
function mountList(queryClient: QueryClient, own: () => Promise<unknown>) {
  const observer = new QueryObserver(queryClient, { queryKey: listKey, queryFn: own, retry: false });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

describe('the early requests handed over to the admin (issue 8)', () => {
  it('an answered page is in the cache, fresh, with the records its rows point at; the session goes to the authProvider', () => {
    const { queryClient, authProvider, adoptSession } = setUp();
    const session = { request: Promise.resolve({ data: { id: 1 } }), answer: { data: { id: 1 } } };
    handOver(queryClient, authProvider, {
      session,
      firstPage: pageOf(Promise.resolve(answer), { answer }),
    });
    expect(adoptSession).toHaveBeenCalledWith(session.request, session.answer);
    const own = vi.fn(() => Promise.resolve(answer));
    const { observer, unsubscribe } = mountList(queryClient, own);
    expect(observer.getCurrentResult().data).toMatchObject({ data: answer.data, total: 1 });
    expect(own).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['store', 'getOne', { id: '7' }])).toEqual({ id: 7, name: 'store 7' });
    expect(queryClient.getQueryData(['store', 'getMany', { ids: ['7'] }])).toEqual([
      { id: 7, name: 'store 7' },
    ]);
    unsubscribe();
  });

  it('a page under way: the list mounting meanwhile waits for it instead of asking again', async () => {
    const { queryClient, authProvider } = setUp();
    const { request, resolve } = deferred();
    handOver(queryClient, authProvider, { firstPage: pageOf(request) });
    const own = vi.fn(() => Promise.resolve(answer));
    const { observer, unsubscribe } = mountList(queryClient, own);
    expect(observer.getCurrentResult().isFetching).toBe(true);
    resolve(answer);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toMatchObject({ total: 1 }));
    expect(own).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['store', 'getOne', { id: '7' }])).toEqual({ id: 7, name: 'store 7' });
    unsubscribe();
  });

  it('a page under way that fails: the list waiting for it asks for itself (its own query function)', async () => {
    const { queryClient, authProvider } = setUp();
    const { request, reject } = deferred();
    handOver(queryClient, authProvider, { firstPage: pageOf(request) });
    const own = vi.fn(() => Promise.resolve({ ...answer, total: 2 }));
    const { observer, unsubscribe } = mountList(queryClient, own);
    reject(Object.assign(new Error('401'), { status: 401 }));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toMatchObject({ total: 2 }));
    expect(own).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('a page answered after the hand-over, before the list mounts, stays fresh for it', async () => {
    const { queryClient, authProvider } = setUp();
    const page = pageOf(Promise.resolve(answer));
    void page.request.then((result) => (page.answer = result));
    handOver(queryClient, authProvider, { firstPage: page });
    await vi.waitFor(() => expect(queryClient.getQueryState(listKey)?.status).toBe('success'));
    const own = vi.fn(() => Promise.resolve(answer));
    const { observer, unsubscribe } = mountList(queryClient, own);
    expect(observer.getCurrentResult().isStale).toBe(false);
    expect(own).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('a failed page is not handed over: the list asks for itself when it mounts', async () => {
    const { queryClient, authProvider } = setUp();
    const failed = Promise.reject(new Error('offline'));
    failed.catch(() => undefined);
    handOver(queryClient, authProvider, { firstPage: pageOf(failed, { failed: true }) });
    expect(queryClient.getQueryState(listKey)).toBeUndefined();
    // Failing after the hand-over with no list waiting: dropped the same way.
    const { request, reject } = deferred();
    handOver(queryClient, authProvider, { firstPage: pageOf(request) });
    reject(new Error('offline'));
    await vi.waitFor(() => expect(queryClient.getQueryState(listKey)).toBeUndefined());
  });

  it('holds nothing when nothing was asked for, and nothing once taken', () => {
    expect(takeEarlyRequests()).toEqual({});
    expect(takeEarlyRequests()).toEqual({});
  });
});
