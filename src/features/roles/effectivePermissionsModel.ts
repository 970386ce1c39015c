import type { MenuSection } from '../../../resources/core/define';
import { isAction, type Action } from '../../../resources/core/permissions';
import type { PermissionEntry } from '../../platform/permissionCatalogue';
import { treeOf } from './grantModel';

/** A grant as the server sends it on the worker's detail (`effective_permissions`). */
export interface Grant {
  permission: string;
  actions?: readonly string[];
}

/** One permission a worker holds, as its detail page lists it. */
export interface HeldPermission {
  permission: string;
  /** The i18n key of its label (the catalogue's), or undefined for a permission it does not know. */
  label: string | undefined;
  /** How far it sits under the permission it refines (`user_view.phone` under `user_view`). */
  depth: number;
  /** The actions it grants; empty when it grants every action it supports. */
  actions: readonly Action[];
}

export interface HeldSection {
  section: MenuSection;
  permissions: HeldPermission[];
}

/** What a worker may do, grouped for its detail page. */
export type EffectiveView =
  { kind: 'admin' } | { kind: 'none' } | { kind: 'sections'; sections: HeldSection[] };

/** True when an action list grants every action the catalogue lists for the permission. */
const grantsEvery = (entry: PermissionEntry, actions: readonly Action[]) =>
  actions.length === 0 || entry.actions.every((a) => actions.includes(a));

/**
 * Groups a worker's effective permissions as the role editor's tree does (by menu section, in the
 * catalogue's order, a permission under the one it refines); a permission the catalogue lacks goes
 * under the settings, named by itself. A worker who holds every permission of the catalogue with
 * every action is an administrator: one line says so instead of some sixty.
 */
export function effectiveView(
  grants: readonly Grant[],
  catalogue: readonly PermissionEntry[],
): EffectiveView {
  if (grants.length === 0) return { kind: 'none' };
  const held = new Map(grants.map((g) => [g.permission, (g.actions ?? []).filter(isAction)]));
  const holds = (entry: PermissionEntry) => {
    const actions = held.get(entry.permission);
    return actions !== undefined && grantsEvery(entry, actions);
  };
  if (catalogue.length > 0 && catalogue.every(holds)) return { kind: 'admin' };

  const sections = treeOf(catalogue)
    .map(({ section, rows }) => ({
      section,
      permissions: rows.flatMap(({ entry, depth }): HeldPermission[] => {
        const actions = held.get(entry.permission);
        if (!actions) return [];
        return [
          { permission: entry.permission, label: entry.label, depth, actions: holds(entry) ? [] : actions },
        ];
      }),
    }))
    .filter((s) => s.permissions.length > 0);
  const known = new Set(catalogue.map((e) => e.permission));
  const unknown = [...held].filter(([permission]) => !known.has(permission));
  if (unknown.length > 0) {
    let settings = sections.find((s) => s.section === 'setting');
    if (!settings) sections.push((settings = { section: 'setting', permissions: [] }));
    for (const [permission, actions] of unknown)
      settings.permissions.push({ permission, label: undefined, depth: 0, actions });
  }
  return { kind: 'sections', sections };
}
