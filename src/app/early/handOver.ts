import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import type { GetListResult, RaRecord } from 'ra-core';
import type { AppAuthProvider } from '../../../authProvider';
import { takeEarlyRequests, type EarlyPage, type EarlyRequests } from './index';

/**
 * How long a page handed over at boot counts as fresh: the list mounting a moment later shows it
 * and asks nothing more (react-admin keeps the records it prefetches fresh for 1 s the same way).
 */
const HANDED_OVER_FRESH_MS = 5_000;

type Prefetched = Record<string, RaRecord[]>;

const isPrefetched = (value: unknown): value is Prefetched =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((records) => Array.isArray(records));

/** The key of react-admin's `useGetList` for the page. */
const listKey = ({ resource, params }: EarlyPage): QueryKey => [resource, 'getList', params];

/** What react-admin's `useGetList` keeps of a `getList` answer. */
const listData = ({ data, total, pageInfo, meta }: GetListResult) => ({ data, total, pageInfo, meta });

/**
 * The records the page's rows point at (`meta.prefetched`), under the keys of their cells'
 * look-ups, as react-admin's data provider wrapper does with a prefetching answer (its
 * `populateQueryCache` is not exported).
 */
function seedReferences(queryClient: QueryClient, result: GetListResult, updatedAt: number): void {
  const prefetched: unknown = (result.meta as { prefetched?: unknown } | undefined)?.prefetched;
  if (!isPrefetched(prefetched)) return;
  for (const [target, records] of Object.entries(prefetched)) {
    for (const record of records) {
      queryClient.setQueryData([target, 'getOne', { id: String(record.id) }], record, { updatedAt });
    }
    const ids = records.map((record) => String(record.id));
    queryClient.setQueryData([target, 'getMany', { ids }], records, { updatedAt });
  }
}

/** An answered page in the cache, fresh for a moment, with the records its rows point at. */
function seedPage(queryClient: QueryClient, page: EarlyPage, result: GetListResult): void {
  const updatedAt = Date.now() + HANDED_OVER_FRESH_MS;
  queryClient.setQueryData(listKey(page), listData(result), { updatedAt });
  seedReferences(queryClient, result, updatedAt);
}

/**
 * A page still under way: a query of its own under the list's key, which a list mounting meanwhile
 * waits for instead of asking again. If the request fails, a list waiting for it asks with its own
 * query function (react-admin's, through its data provider: a 401 goes the E02 way); with none
 * waiting, the query is dropped and a list asks when it mounts.
 */
function awaitPage(queryClient: QueryClient, page: EarlyPage): void {
  const queryKey = listKey(page);
  const query = () => queryClient.getQueryCache().find({ queryKey, exact: true });
  const early: QueryFunction = (context) =>
    page.request.then(
      (result) => {
        seedReferences(queryClient, result, Date.now() + HANDED_OVER_FRESH_MS);
        return listData(result);
      },
      (error: unknown) => {
        const own = query()
          ?.observers.map((observer) => observer.options.queryFn)
          .find((queryFn): queryFn is QueryFunction => typeof queryFn === 'function' && queryFn !== early);
        if (own) return own(context);
        throw error;
      },
    );
  void queryClient.prefetchQuery({ queryKey, queryFn: early }).then(() => {
    // Nobody waited: as if handed over answered (fresh a moment), or gone if it failed.
    if (query()?.getObserversCount() !== 0) return;
    if (page.answer) seedPage(queryClient, page, page.answer);
    else queryClient.removeQueries({ queryKey, exact: true });
  });
}

/** Gives `early` away: the session to `authProvider`, the first page to `queryClient`. */
export function handOver(
  queryClient: QueryClient,
  authProvider: AppAuthProvider,
  early: EarlyRequests,
): void {
  const { session, firstPage } = early;
  if (session) authProvider.adoptSession(session.request, session.answer);
  if (!firstPage || firstPage.failed) return;
  if (firstPage.answer) seedPage(queryClient, firstPage, firstPage.answer);
  else awaitPage(queryClient, firstPage);
}

/**
 * The hand-over of the early requests (see `index.ts`), once: called by the admin as it creates its
 * query client; a second admin (a test's) gets nothing.
 */
export function handOverEarlyAnswers(queryClient: QueryClient, authProvider: AppAuthProvider): void {
  handOver(queryClient, authProvider, takeEarlyRequests());
}
