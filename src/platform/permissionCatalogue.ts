import { MENU_SECTIONS, type MenuSection, type ResourceDefinition } from '../../resources/core/define';
import { ACTION_OF_OPERATION, ACTIONS, requiredFor, type Action } from '../../resources/core/permissions';
import type { PageDefinition } from './pages';
import { resourcePath, routePath, type RouteName } from './routes';

/**
 * The permission catalogue (issue 41 point 1): every permission string the app checks, generated
 * from what the app already declares — each resource's `access` per operation, its fields'
 * `permission`, the bespoke pages' `access` — plus the spec §6 permissions that only bespoke
 * controls check. An administrator's role editor reads it; the demo API grants its administrator
 * all of it. It knows no React, so the demo API can read it too.
 */

/** Permission strings of spec §6 that no resource declares (checked by bespoke pages and controls). */
export const SPEC_PERMISSIONS = [
  'user_view',
  'user_view.download_audio',
  'user_view.cross_store',
  'user_view.phone',
  'user_view.wechat',
  'customer.clue',
  'customer.public',
  'customer.my',
  'match_center.my',
  'match_center.resource',
  'setting.change_log',
  'setting.config',
  'setting.official',
  'setting.recharge.bill',
  'setting.recharge.sms',
] as const;

/**
 * The actions that the features' own controls check on a permission (`<IfAction permission>`,
 * `useCanAction({ permission })`), beyond the operations of the resources and pages it opens: the
 * bin's removal is a `delete` on `user_view`, the customer import an `import`, claiming from the
 * public sea an `edit` on `customer.public`. A test keeps it equal to what the code checks.
 */
export const CONTROL_ACTIONS: Readonly<Record<string, readonly Action[]>> = {
  user_view: ['query', 'get', 'edit', 'import', 'delete'],
  'user_view.download_audio': ['get'],
  'user_view.phone': ['get'],
  'user_view.wechat': ['get'],
  'customer.public': ['edit'],
  'match_center.my': ['query'],
  'setting.pack': ['add', 'edit'],
  'setting.recharge.bill': ['add'],
};

/**
 * Sections the menu alone would not give: the recharges live in the finance drawer (spec §6), the
 * plan-expiry list and the guest wall open `match_center.resource` in two sections equally.
 */
const SECTION_OF: Readonly<Record<string, MenuSection>> = {
  'match_center.resource': 'mate',
  'setting.recharge.bill': 'finance',
  'setting.recharge.sms': 'finance',
};

/** What a permission opens: a resource's screens, a bespoke page, or a field shown only with it. */
export type PermissionOpening =
  | { kind: 'resource'; resource: string; path: string; menu: MenuSection | undefined }
  | { kind: 'page'; route: RouteName; path: string; title: string; menu: MenuSection | undefined }
  | { kind: 'field'; resource: string; field: string };

export interface PermissionEntry {
  permission: string;
  /** The menu section a role editor files it under. */
  section: MenuSection;
  /** The permission it refines (`user_view` for `user_view.phone`), when that is one too. */
  parent?: string;
  opens: readonly PermissionOpening[];
  /** The actions of spec §6 it can grant, in `ACTIONS` order: only those what it opens has. */
  actions: readonly Action[];
  /** i18n keys of its label and one-line description. */
  label: string;
  description: string;
}

/** The i18n key of a permission's label or description (`app.permissions.items.<permission>.*`). */
export const permissionKey = (permission: string, part: 'label' | 'description'): string =>
  `app.permissions.items.${permission}.${part}`;

interface Draft {
  opens: PermissionOpening[];
  actions: Set<Action>;
  /** Menu sections of the entries it is the first requirement of, and of any entry it opens. */
  first: MenuSection[];
  any: MenuSection[];
}

/** The section met most often, ties going to the earlier section of the menu. */
function mostCommon(sections: readonly MenuSection[]): MenuSection | undefined {
  const count = (s: MenuSection) => sections.filter((x) => x === s).length;
  return [...MENU_SECTIONS].sort((a, b) => count(b) - count(a)).find((s) => count(s) > 0);
}

/**
 * The catalogue of a registry and its bespoke pages (the page list is the features', known to the
 * app at run time; the demo API passes none and gets the same permissions, which a test checks).
 * Sorted by menu section, then permission.
 */
export function permissionCatalogue(
  resources: readonly ResourceDefinition[],
  pages: readonly PageDefinition[] = [],
): PermissionEntry[] {
  const drafts = new Map<string, Draft>();
  const draft = (permission: string): Draft => {
    let d = drafts.get(permission);
    if (!d) {
      d = { opens: [], actions: new Set(), first: [], any: [] };
      drafts.set(permission, d);
    }
    return d;
  };
  const place = (d: Draft, section: MenuSection | undefined, first: boolean) => {
    if (!section) return;
    d.any.push(section);
    if (first) d.first.push(section);
  };

  for (const def of resources) {
    const section = def.menu ? def.menu.section : undefined;
    const byPermission = new Map<string, Action[]>();
    for (const operation of def.operations) {
      for (const permission of requiredFor(def.access, operation) ?? []) {
        byPermission.set(permission, [
          ...(byPermission.get(permission) ?? []),
          ACTION_OF_OPERATION[operation],
        ]);
      }
    }
    for (const [permission, actions] of byPermission) {
      const d = draft(permission);
      d.opens.push({ kind: 'resource', resource: def.name, path: resourcePath(def.name), menu: section });
      actions.forEach((a) => d.actions.add(a));
      place(d, section, requiredFor(def.access, 'list')?.[0] === permission);
    }
    for (const field of def.fieldInfo) {
      if (!field.meta.permission) continue;
      const d = draft(field.meta.permission);
      d.opens.push({ kind: 'field', resource: def.name, field: field.name });
      d.actions.add('get');
    }
  }
  for (const page of pages) {
    for (const permission of page.access ?? []) {
      const d = draft(permission);
      const section = page.menu ? page.menu.section : undefined;
      d.opens.push({
        kind: 'page',
        route: page.route,
        path: routePath(page.route),
        title: page.title,
        menu: section,
      });
      d.actions.add('query');
      place(d, section, page.access?.[0] === permission);
    }
  }
  for (const permission of SPEC_PERMISSIONS) draft(permission);
  for (const [permission, actions] of Object.entries(CONTROL_ACTIONS)) {
    actions.forEach((a) => draft(permission).actions.add(a));
  }

  const parentOf = (permission: string): string | undefined => {
    const at = permission.lastIndexOf('.');
    const parent = at < 0 ? undefined : permission.slice(0, at);
    return parent && drafts.has(parent) ? parent : undefined;
  };
  const sectionOf = (permission: string): MenuSection => {
    const d = drafts.get(permission)!;
    const parent = parentOf(permission);
    const prefix = permission.split('.')[0];
    return (
      SECTION_OF[permission] ??
      mostCommon(d.first) ??
      (parent ? sectionOf(parent) : undefined) ??
      mostCommon(d.any) ??
      MENU_SECTIONS.find((s) => s === prefix) ??
      // What opens no menu entry and names no section is configured with the system's settings.
      'setting'
    );
  };

  const order = (s: MenuSection) => MENU_SECTIONS.indexOf(s);
  return [...drafts]
    .map(([permission, d]): PermissionEntry => {
      const parent = parentOf(permission);
      return {
        permission,
        section: sectionOf(permission),
        ...(parent ? { parent } : {}),
        opens: d.opens,
        actions: ACTIONS.filter((a) => d.actions.has(a)),
        label: permissionKey(permission, 'label'),
        description: permissionKey(permission, 'description'),
      };
    })
    .sort((a, b) => order(a.section) - order(b.section) || a.permission.localeCompare(b.permission));
}

/** Every permission of the catalogue, sorted: what the demo API's administrator holds. */
export function cataloguePermissions(
  resources: readonly ResourceDefinition[],
  pages: readonly PageDefinition[] = [],
): string[] {
  return permissionCatalogue(resources, pages)
    .map((e) => e.permission)
    .sort();
}
