import { QueryClient } from '@tanstack/react-query';
import { identityOf, type AppAuthProvider } from '../../authProvider';

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
    // A check its screen turned off (`disableAuthentication`: the route let the user in with its
    // own permission, e.g. a life-cycle list's) keeps no answer: react-admin would act on it.
    // (`enabled` is the observer's option the query was built with.)
    const { options } = event.query;
    if ('enabled' in options && options.enabled === false) return;
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
 * The admin's query cache. React-admin's identity and permissions come from the loaded session
 * (`answerAuthFromSession`). The app hands it what was asked for as it booted (src/app/early).
 */
export function createAdminQueryClient(authProvider: AppAuthProvider): QueryClient {
  const queryClient = new QueryClient();
  answerAuthFromSession(queryClient, authProvider);
  return queryClient;
}
