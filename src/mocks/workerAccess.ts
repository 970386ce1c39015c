/**
 * What a worker may do in the demo API (issue 41): the union of its roles (`effectiveAccess`),
 * read from the stored role records. The user info (identity.ts) and the worker's detail
 * (roles.ts) both use it.
 */
import { ACTIONS, type Action } from '../../resources/core/permissions';
import { effectiveAccess, type EffectiveAccess } from '../platform/roleAccess';
import { allPermissions } from './accounts';
import type { DemoDb, DemoRecord } from './db';

export const ROLE = 'role';

/** One grant of a role: a permission and its actions (none: every action). */
export interface Grant {
  permission: string;
  actions: Action[];
}

/** The grants of a role record (or of a role write), each with its actions in `ACTIONS` order. */
export function grantsOf(role: Readonly<Record<string, unknown>> | undefined): Grant[] {
  const raw = Array.isArray(role?.permissions) ? (role.permissions as unknown[]) : [];
  return raw.flatMap((g) => {
    if (!g || typeof g !== 'object') return [];
    const { permission, actions } = g as Record<string, unknown>;
    if (typeof permission !== 'string') return [];
    const list = Array.isArray(actions) ? (actions as unknown[]) : [];
    return [{ permission, actions: ACTIONS.filter((a) => list.includes(a)) }];
  });
}

/** The role ids of a worker record (or of a worker write). */
export function roleIdsOf(worker: Readonly<Record<string, unknown>> | undefined): number[] {
  const ids = Array.isArray(worker?.role_ids) ? (worker.role_ids as unknown[]) : [];
  return ids.filter((id): id is number => typeof id === 'number');
}

/** Whether the store keeps roles (a test's smaller registry may not). */
export const hasRoles = (db: DemoDb): boolean => db.resources.some((r) => r.name === ROLE);

/** The workers holding a role. */
export function holdersOf(db: DemoDb, roleId: number): DemoRecord[] {
  return db.list('worker').filter((w) => roleIdsOf(w).includes(roleId));
}

/**
 * What a worker may do from its roles, or `undefined` when the store keeps no roles or the worker
 * names none (the caller then falls back on the fixed sets of accounts.ts).
 */
export function workerAccess(
  db: DemoDb,
  worker: Readonly<Record<string, unknown>>,
): EffectiveAccess | undefined {
  if (!hasRoles(db) || !Array.isArray(worker.role_ids)) return undefined;
  const roles = roleIdsOf(worker).flatMap((id) => db.get(ROLE, id) ?? []);
  return effectiveAccess(
    roles.map((r) => ({ is_admin: r.is_admin === 1 ? 1 : 0, permissions: grantsOf(r) })),
    allPermissions(db.resources),
  );
}
