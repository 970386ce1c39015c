import { QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { onEarlyListAnswer, type EarlyListAnswer } from '../../dataProvider';

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

/**
 * Puts a list page in the cache under the key react-admin's `useGetList` reads, with the records
 * its rows point at (`meta.prefetched`) under the keys of their cells' look-ups, as react-admin's
 * data provider wrapper does with a prefetching answer (its `populateQueryCache` is not exported).
 */
export function seedListPage(queryClient: QueryClient, { resource, params, result }: EarlyListAnswer): void {
  const updatedAt = Date.now() + HANDED_OVER_FRESH_MS;
  const { data, total, pageInfo, meta } = result;
  queryClient.setQueryData([resource, 'getList', params], { data, total, pageInfo, meta }, { updatedAt });
  const prefetched: unknown = (meta as { prefetched?: unknown } | undefined)?.prefetched;
  if (!isPrefetched(prefetched)) return;
  for (const [target, records] of Object.entries(prefetched)) {
    for (const record of records) {
      queryClient.setQueryData([target, 'getOne', { id: String(record.id) }], record, { updatedAt });
    }
    const ids = records.map((record) => String(record.id));
    queryClient.setQueryData([target, 'getMany', { ids }], records, { updatedAt });
  }
}

/**
 * The admin's query cache. The list page asked for while the app booted goes into it as soon as it
 * is in, so a list mounting after that renders its rows at once instead of a skeleton first
 * (issue 8); a list that asked before gets it from the data provider.
 */
export function createAdminQueryClient(): QueryClient {
  const queryClient = new QueryClient();
  onEarlyListAnswer((answer) => seedListPage(queryClient, answer));
  return queryClient;
}
