import type { MenuSection } from '../../../resources/core/define';
import { ACTIONS, isAction, type Action } from '../../../resources/core/permissions';
import type { RoleGrant } from '../../../resources/role';
import type { PermissionEntry } from '../../platform/permissionCatalogue';

/**
 * The role editor's model (issue 41): what a role's stored permissions (`[{permission, actions}]`,
 * an empty action list granting every action) look like as checked rows and checked actions, the
 * tree of the catalogue by menu section, its search and its counts. No React here.
 */

/** The checked permissions, each with its checked actions (every supported one when all are). */
export type Selection = ReadonlyMap<string, readonly Action[]>;

/** The actions a permission supports: the catalogue's, or for one it lacks, those a grant lists. */
function supportedOf(catalogue: ReadonlyMap<string, PermissionEntry>, permission: string) {
  return catalogue.get(permission)?.actions;
}

/**
 * The selection of stored grants: an empty action list checks every supported action, and so does
 * a list that names none of them (nothing could be stored for "no action").
 */
export function selectionOf(
  grants: readonly RoleGrant[] | undefined,
  catalogue: ReadonlyMap<string, PermissionEntry>,
): Map<string, readonly Action[]> {
  const selection = new Map<string, readonly Action[]>();
  for (const grant of grants ?? []) {
    const supported = supportedOf(catalogue, grant.permission);
    const listed = grant.actions.filter(isAction);
    if (!supported) {
      selection.set(grant.permission, listed);
      continue;
    }
    const checked = supported.filter((a) => listed.includes(a));
    selection.set(grant.permission, listed.length === 0 || checked.length === 0 ? supported : checked);
  }
  return selection;
}

/**
 * The stored grants of a selection, in the catalogue's order (permissions it lacks kept last, as
 * they were): every supported action checked is stored as an empty list.
 */
export function grantsOf(selection: Selection, catalogue: ReadonlyMap<string, PermissionEntry>): RoleGrant[] {
  const known = [...catalogue.keys()].filter((p) => selection.has(p));
  const unknown = [...selection.keys()].filter((p) => !catalogue.has(p));
  return [...known, ...unknown].map((permission) => {
    const checked = selection.get(permission) ?? [];
    const supported = supportedOf(catalogue, permission);
    const all = supported !== undefined && supported.every((a) => checked.includes(a));
    return { permission, actions: all ? [] : ACTIONS.filter((a) => checked.includes(a)) };
  });
}

/** One row of the tree: a permission, indented under the one it refines. */
export interface TreeRow {
  entry: PermissionEntry;
  depth: number;
}

export interface TreeSection {
  section: MenuSection;
  rows: TreeRow[];
}

/**
 * The catalogue as a tree by menu section, in the catalogue's order: a permission sits under the
 * one it refines when both are in the same section.
 */
export function treeOf(catalogue: readonly PermissionEntry[]): TreeSection[] {
  const sections: TreeSection[] = [];
  for (const entry of catalogue) {
    if (!sections.some((s) => s.section === entry.section))
      sections.push({ section: entry.section, rows: [] });
  }
  for (const group of sections) {
    const own = catalogue.filter((e) => e.section === group.section);
    const inSection = new Set(own.map((e) => e.permission));
    const add = (entry: PermissionEntry, depth: number) => {
      group.rows.push({ entry, depth });
      own.filter((e) => e.parent === entry.permission).forEach((child) => add(child, depth + 1));
    };
    own.filter((e) => !e.parent || !inSection.has(e.parent)).forEach((root) => add(root, 0));
  }
  return sections;
}

/**
 * The tree narrowed to the rows whose text (the permission, its label and description as shown)
 * holds the query, each with the rows it sits under; sections left empty are dropped.
 */
export function searchTree(
  tree: readonly TreeSection[],
  query: string,
  textOf: (entry: PermissionEntry) => string,
): readonly TreeSection[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return tree;
  return tree
    .map((group) => {
      const keep = new Set<number>();
      group.rows.forEach((row, index) => {
        if (!`${row.entry.permission} ${textOf(row.entry)}`.toLocaleLowerCase().includes(needle)) return;
        keep.add(index);
        // The rows above it with a smaller depth, nearest first, are the ones it sits under.
        let depth = row.depth;
        for (let i = index - 1; i >= 0 && depth > 0; i--) {
          if (group.rows[i].depth < depth) {
            keep.add(i);
            depth = group.rows[i].depth;
          }
        }
      });
      return { section: group.section, rows: group.rows.filter((_, i) => keep.has(i)) };
    })
    .filter((group) => group.rows.length > 0);
}

/** A checkbox over several permissions: all of them checked, some, or none. */
export type TriState = 'all' | 'some' | 'none';

export function triState(permissions: readonly string[], selection: Selection): TriState {
  const checked = permissions.filter((p) => selection.has(p)).length;
  return checked === 0 ? 'none' : checked === permissions.length ? 'all' : 'some';
}

/** Checks (with every action) or unchecks several permissions at once. */
export function setMany(
  selection: Selection,
  permissions: readonly string[],
  on: boolean,
  catalogue: ReadonlyMap<string, PermissionEntry>,
): Map<string, readonly Action[]> {
  const next = new Map(selection);
  for (const permission of permissions) {
    if (!on) next.delete(permission);
    else if (!next.has(permission)) next.set(permission, supportedOf(catalogue, permission) ?? []);
  }
  return next;
}

/** Checks or unchecks one action of a checked permission; its last checked action stays checked. */
export function setAction(
  selection: Selection,
  permission: string,
  action: Action,
  on: boolean,
): Map<string, readonly Action[]> {
  const next = new Map(selection);
  const checked = next.get(permission);
  if (!checked) return next;
  const actions = on ? [...checked, action] : checked.filter((a) => a !== action);
  if (actions.length > 0)
    next.set(
      permission,
      ACTIONS.filter((a) => actions.includes(a)),
    );
  return next;
}

/**
 * A grant as the log writes it (`customer.public` or `customer.public:query,get`): its permission
 * and the actions listed; undefined for other text (role names, `name:旧名→新名`).
 */
export function parseGrantText(
  text: string,
  catalogue: ReadonlyMap<string, PermissionEntry>,
): { permission: string; actions: Action[] } | undefined {
  const [permission, list] = text.split(':', 2);
  if (!catalogue.has(permission)) return undefined;
  const actions = list === undefined ? [] : list.split(',').map((a) => a.trim());
  if (!actions.every(isAction)) return undefined;
  return { permission, actions: ACTIONS.filter((a) => actions.includes(a)) };
}
