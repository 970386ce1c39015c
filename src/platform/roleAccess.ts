import type { Action, ActionLists } from '../../resources/core/permissions';
import { ACTIONS } from '../../resources/core/permissions';

/** What a role grants, as the demo API and the role editor read it (resources/role.ts). */
export interface RoleAccess {
  is_admin?: 0 | 1;
  permissions?: readonly { permission: string; actions?: readonly string[] }[];
}

/** What a worker may do: the permission strings it holds and their action lists (spec §6). */
export interface EffectiveAccess {
  permissions: string[];
  /** Only the permissions refined to some actions; one without an entry grants every action. */
  actions: ActionLists;
  isAdmin: boolean;
}

const known = (actions: readonly string[]): Action[] =>
  ACTIONS.filter((a) => (actions as readonly string[]).includes(a));

/**
 * The union of roles (issue 41): a permission is held when any role grants it; its actions are the
 * union of the roles' action lists, and a role that grants it without a list (an empty one) grants
 * every action. An administrator role holds every permission of `all` (the catalogue) unrefined.
 */
export function effectiveAccess(roles: readonly RoleAccess[], all: readonly string[]): EffectiveAccess {
  if (roles.some((r) => r.is_admin === 1)) {
    return { permissions: [...new Set(all)].sort(), actions: {}, isAdmin: true };
  }
  const lists = new Map<string, Set<Action> | 'all'>();
  for (const role of roles) {
    for (const grant of role.permissions ?? []) {
      const actions = known(grant.actions ?? []);
      const held = lists.get(grant.permission);
      if (held === 'all') continue;
      if (actions.length === 0) lists.set(grant.permission, 'all');
      else lists.set(grant.permission, new Set([...(held ?? []), ...actions]));
    }
  }
  const actions: Record<string, readonly Action[]> = {};
  for (const [permission, list] of lists) {
    if (list !== 'all') actions[permission] = ACTIONS.filter((a) => list.has(a));
  }
  return { permissions: [...lists.keys()].sort(), actions, isAdmin: false };
}
