import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAuthProvider, useNotify } from 'react-admin';
import type { AppAuthProvider, Session } from '../../authProvider';
import { canAction, OPERATION_OF_ACTION, requiredFor, type Action } from '../../resources/core/permissions';
import type { ResourceDefinition } from '../../resources/core/define';
import { useRegistry } from './RegistryContext';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/**
 * How often a signed-in user's info is asked again (issue 41): a change to their roles reaches them
 * within this time without a logout (at once when the live socket says so).
 */
export const SESSION_REFRESH_MS = 30_000;

/** The signed-in user's session (permissions, flags, temporary mode), loaded once. */
export function useSession(): Session | undefined {
  return useSessionQuery().data;
}

/** The session's query: its data, and whether it failed (the gates then offer a retry). */
export function useSessionQuery() {
  const authProvider = useAuthProvider<AppAuthProvider>();
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => {
      if (!authProvider) throw new Error('no authProvider');
      // A loaded session is asked again (the refresh below); the first load waits for the boot's.
      return authProvider.loadedSession() ? authProvider.refreshSession() : authProvider.getSession();
    },
    enabled: !!authProvider?.getSession,
    // Loaded at boot (issue 8): the first render has it, no render waits for the query.
    initialData: () => authProvider?.loadedSession(),
    staleTime: Infinity,
    retry: false,
    throwOnError: false,
  });
}

/** What of a session decides what its user sees: a change of it is a change of permissions. */
const accessOf = (s: Session | undefined) =>
  s ? JSON.stringify([[...s.permissions].sort(), s.actions, s.isAdmin]) : '';

/**
 * Keeps the signed-in user's session current (issue 41): asked again every 30 s while the page is
 * visible and when it comes back into view. When the permissions changed, react-admin's access
 * answers are asked again, the menu, buttons and routes follow the new session (a page no longer
 * allowed shows the 403 page), and the user is told. Mounted once, by the layout.
 */
export function useSessionRefresh(): void {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { data: session } = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => {
      if (!authProvider) throw new Error('no authProvider');
      return authProvider.loadedSession() ? authProvider.refreshSession() : authProvider.getSession();
    },
    enabled: !!authProvider?.refreshSession,
    staleTime: SESSION_REFRESH_MS,
    refetchInterval: SESSION_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: false,
    throwOnError: false,
  });
  const seen = useRef<{ id: Session['id']; access: string } | undefined>(undefined);
  useEffect(() => {
    if (!session) return;
    const access = accessOf(session);
    const before = seen.current;
    seen.current = { id: session.id, access };
    if (!before || before.id !== session.id || before.access === access) return;
    void queryClient.invalidateQueries({ queryKey: ['auth', 'canAccess'] });
    notify('app.permissions.changed', { type: 'info' });
  }, [session, queryClient, notify]);
}

/** Asks for the user info now (the live socket said the user's permissions changed). */
export function useRefreshSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY }), [queryClient]);
}

/** Whether the session holds a permission (spec §6). */
export function can(session: Session | undefined, permission: string): boolean {
  return !!session && session.permissions.includes(permission);
}

/** What the cells of a table ask of the session: whether it holds a permission (for an action). */
export interface SessionAccess {
  can(permission: string, action?: Action): boolean;
}

/** Spec §6 for one permission at a time, the held permissions gathered once (no session: none). */
export function sessionAccess(session: Session | undefined): SessionAccess {
  const held = new Set(session?.permissions);
  return { can: (permission, action) => !!session && canAction([permission], held, session.actions, action) };
}

/**
 * The session's access for a component outside a table (a table hands its cells its own, read
 * once: `CellAccessContext`).
 */
export function useSessionAccess(): SessionAccess {
  const session = useSession();
  return useMemo(() => sessionAccess(session), [session]);
}

/** What an action is done on: a resource of the registry (its access rules) or one permission. */
export type ActionTarget = { resource: string } | { permission: string };

/**
 * Spec §6: whether the signed-in user may do `action` on a resource (which offers its operation)
 * or under a permission — the one check (`canAction`, also behind the authProvider's canAccess and
 * the demo API) for every action button, through `<IfAction>`.
 * False until the session is loaded, so a button never shows before it is known to be allowed.
 */
export function useCanAction(target: ActionTarget, action: Action): boolean {
  const session = useSession();
  const registry = useRegistry();
  const resource = 'resource' in target ? target.resource : undefined;
  const permission = 'permission' in target ? target.permission : undefined;
  return useMemo(() => {
    if (!session) return false;
    if (permission !== undefined) return sessionAccess(session).can(permission, action);
    return canActionOn(
      session,
      registry.find((r) => r.name === resource),
      action,
    );
  }, [session, registry, resource, permission, action]);
}

/**
 * Spec §6: whether a session may do `action` on a resource of the registry (or on an unregistered
 * one, which has no access rules). A resource that does not offer the operation has no button for
 * it either.
 */
export function canActionOn(
  session: Pick<Session, 'permissions' | 'actions'>,
  def: ResourceDefinition | undefined,
  action: Action,
): boolean {
  const operation = OPERATION_OF_ACTION[action];
  if (def && !def.can(operation)) return false;
  return canAction(
    requiredFor(def?.access, operation),
    new Set(session.permissions),
    session.actions,
    action,
  );
}
