import { useMemo, type ComponentType } from 'react';
import type { Session } from '../../authProvider';
import { ACTION_OF_OPERATION, hasAnyPermission } from '../../resources/core/permissions';
import { MENU_SECTIONS, type MenuSection, type ResourceDefinition } from '../../resources/core/define';
import { labelKeys } from './labels';
import type { PageDefinition } from './pages';
import { usePages, useRegistry } from './RegistryContext';
import { resourcePath, staticLink } from './routes';
import { canActionOn, useSession } from './session';

/** One entry of the side menu and of the home shortcuts: a resource list or a bespoke page. */
export interface MenuEntry {
  key: string;
  to: string;
  icon: ComponentType;
  /** i18n key and options of the label. */
  label: string;
  labelOptions?: Record<string, unknown>;
  /** Counter key of `get-stat-count` shown as a badge (S12). */
  counter?: string;
  order: number;
  /** The screen's chunk, loaded when the entry is pointed at or focused: the click finds it in. */
  page?: ComponentType;
}

export interface MenuGroup {
  section: MenuSection;
  entries: MenuEntry[];
}

function resourceEntry(def: ResourceDefinition): MenuEntry[] {
  if (!def.menu) return [];
  return [
    {
      key: def.name,
      to: resourcePath(def.name),
      icon: def.menu.icon,
      label: labelKeys.resourceName(def.name),
      labelOptions: { smart_count: 2 },
      counter: def.menu.counter,
      order: def.menu.order ?? 100,
      page: def.pages?.list,
    },
  ];
}

function pageEntry(page: PageDefinition): MenuEntry[] {
  if (!page.menu) return [];
  return [
    {
      key: `page:${page.route}`,
      to: staticLink(page.route),
      icon: page.menu.icon,
      label: page.title,
      counter: page.menu.counter,
      order: page.menu.order ?? 100,
      page: page.component,
    },
  ];
}

/** Groups (already permission-filtered) resources and pages by menu section, in section and item order. */
export function menuGroups(
  resources: readonly ResourceDefinition[],
  pages: readonly PageDefinition[] = [],
): MenuGroup[] {
  const entries = [...resources.flatMap(resourceEntry), ...pages.flatMap(pageEntry)];
  const sectionOf = new Map<string, MenuSection>([
    ...resources.flatMap((r) => (r.menu ? [[r.name, r.menu.section] as const] : [])),
    ...pages.flatMap((p) => (p.menu ? [[`page:${p.route}`, p.menu.section] as const] : [])),
  ]);
  return MENU_SECTIONS.map((section) => ({
    section,
    entries: entries.filter((e) => sectionOf.get(e.key) === section).sort((a, b) => a.order - b.order),
  })).filter((g) => g.entries.length > 0);
}

/** What the menu is filtered by: permission strings and their action lists (a session, a role's access). */
export type MenuAccess = Pick<Session, 'permissions' | 'actions'>;

/**
 * The menu an access sees: resources it may list and pages it may open (V23). The signed-in user's
 * menu, and the role editor's preview of a role's menu before it is saved.
 */
export function allowedMenuGroups(
  registry: readonly ResourceDefinition[],
  pages: readonly PageDefinition[],
  access: MenuAccess,
): MenuGroup[] {
  const held = new Set(access.permissions);
  const allowedPages = pages.filter((p) => p.menu && hasAnyPermission(p.access, held));
  const allowedResources = registry.filter((r) => r.menu && canActionOn(access, r, ACTION_OF_OPERATION.list));
  return menuGroups(allowedResources, allowedPages);
}

/** The menu of the signed-in user: resources it may list and pages it may open (V23). */
export function useMenuGroups(): MenuGroup[] {
  const registry = useRegistry();
  const pages = usePages();
  const session = useSession();
  // Checked from the loaded session with the authProvider's rule, at once: the whole menu shows in
  // one render, no entry moves when an access check comes back (issue 8: layout shift).
  return useMemo(
    () => (session ? allowedMenuGroups(registry, pages, session) : []),
    [pages, registry, session],
  );
}
