import { MENU_SECTIONS, type MenuSection, type ResourceDefinition } from '../../resources/core/define';

export interface MenuGroup {
  section: MenuSection;
  items: ResourceDefinition[];
}

/** Groups the (already permission-filtered) resources by menu section, in section and item order. */
export function menuGroups(registry: readonly ResourceDefinition[]): MenuGroup[] {
  return MENU_SECTIONS.map((section) => ({
    section,
    items: registry
      .filter((r) => r.menu && r.menu.section === section)
      .sort((a, b) => (a.menu ? (a.menu.order ?? 100) : 0) - (b.menu ? (b.menu.order ?? 100) : 0)),
  })).filter((g) => g.items.length > 0);
}
