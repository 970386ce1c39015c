import { QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { identityOf, type AppAuthProvider } from '../../authProvider';
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
 * React-admin's questions to the authProvider that the session loaded at boot already answers: its
 * queries start with that answer instead of pending (issue 8). Asked as queries, each answer came a
 * moment after the first render and rendered again what had asked: react-admin's permissions
 * re-rendered all of its routes, a hundred-row list included, right after the list had first shown.
 * - permissions: the app's are the session's (`useSession`); react-admin's own, without a
 *   `getPermissions` in the authProvider, are an empty list, which is what its query gives too.
 * - identity: the session's user (`identityOf`, as the authProvider's `getIdentity`).
 * - access to a resource's action (`accessNow`, as the authProvider's `canAccess`): answered when
 *   the query is created and kept until the session changes (switching account invalidates every
 *   query). React-admin's tables asked whether rows may be deleted, and rendered again with the answer.
 * Without a loaded session (the tests' admin, a failed boot) the queries ask as before.
 */
export function answerAuthFromSession(queryClient: QueryClient, authProvider: AppAuthProvider): void {
  queryClient.setQueryDefaults(['auth', 'getPermissions'], {
    initialData: () => (authProvider.loadedSession() ? [] : undefined),
  });
  queryClient.setQueryDefaults(['auth', 'getIdentity'], {
    initialData: () => {
      const session = authProvider.loadedSession();
      return session ? identityOf(session) : undefined;
    },
  });
  queryClient.setQueryDefaults(['auth', 'canAccess'], { staleTime: Infinity });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const [scope, question, params] = event.query.queryKey;
    if (scope !== 'auth' || question !== 'canAccess' || !isAccessQuestion(params)) return;
    const answer = authProvider.accessNow(params.resource, params.action);
    if (answer !== undefined) event.query.setData(answer);
  });
}

const isAccessQuestion = (params: unknown): params is { resource: string; action: string } =>
  typeof params === 'object' &&
  params !== null &&
  typeof (params as { resource?: unknown }).resource === 'string' &&
  typeof (params as { action?: unknown }).action === 'string';

/**
 * The admin's query cache. The list page asked for while the app booted goes into it as soon as it
 * is in, so a list mounting after that renders its rows at once instead of a skeleton first
 * (issue 8); a list that asked before gets it from the data provider. React-admin's identity and
 * permissions come from the loaded session (`answerAuthFromSession`).
 */
export function createAdminQueryClient(authProvider: AppAuthProvider): QueryClient {
  const queryClient = new QueryClient();
  onEarlyListAnswer((answer) => seedListPage(queryClient, answer));
  answerAuthFromSession(queryClient, authProvider);
  return queryClient;
}
