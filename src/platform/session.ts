import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider, Session } from '../../authProvider';
import { canAction, OPERATION_OF_ACTION, requiredFor, type Action } from '../../resources/core/permissions';
import type { ResourceDefinition } from '../../resources/core/define';
import { useRegistry } from './RegistryContext';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

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
      return authProvider.getSession();
    },
    enabled: !!authProvider?.getSession,
    // Loaded at boot (issue 8): the first render has it, no render waits for the query.
    initialData: () => authProvider?.loadedSession(),
    staleTime: Infinity,
    retry: false,
    throwOnError: false,
  });
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
export function canActionOn(session: Session, def: ResourceDefinition | undefined, action: Action): boolean {
  const operation = OPERATION_OF_ACTION[action];
  if (def && !def.can(operation)) return false;
  return canAction(
    requiredFor(def?.access, operation),
    new Set(session.permissions),
    session.actions,
    action,
  );
}
