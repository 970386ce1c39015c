import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import HomeIcon from '@mui/icons-material/Home';
import { useMemo, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { hasAnyPermission } from '../../../resources/core/permissions';
import { labelKeys } from '../../platform/labels';
import { useMenuGroups } from '../../platform/menu';
import { usePages } from '../../platform/RegistryContext';
import { ROUTES, staticLink, type RouteName } from '../../platform/routes';
import { useSession, useSessionAccess } from '../../platform/session';
import { maskPhone } from '../../platform/format';
import type { CustomerHit } from './api';
import type { CustomerPick, RecentPick } from './recents';

/** A screen the palette opens: a menu entry, home, or a page reached by links. */
export interface PageTarget {
  /** The menu entry's key (`store`, `page:customerClue`), `home`, or `page:<route>`. */
  key: string;
  to: string;
  /** The label in the user's language. */
  label: string;
  /** The menu section it is under, in the user's language. */
  section?: string;
  icon: ComponentType;
  /** Its chunk, preloaded while the option is the active one. */
  page?: ComponentType;
}

export type PaletteItem =
  | { kind: 'page'; target: PageTarget }
  | { kind: 'customer'; customer: CustomerPick }
  /** A user number or full phone looked up by the header search's request when picked. */
  | { kind: 'lookup'; number: string };

export type PaletteGroupKey = 'recent' | 'pages' | 'customers';

export interface PaletteGroup {
  key: PaletteGroupKey;
  items: PaletteItem[];
}

/**
 * Whether a page is opened without anything to name (a customer, a contract): no path placeholder
 * and no id among its query parameters.
 */
function isStaticRoute(route: RouteName): boolean {
  const spec: { path: string; query?: readonly string[] } = ROUTES[route];
  return !spec.path.includes(':') && !(spec.query ?? []).some((q) => q === 'id' || q.endsWith('_id'));
}

/**
 * Every screen the signed-in user may open, in menu order: home, the side menu's entries (already
 * filtered by permissions, V23) and the pages reached by links whose access the user holds.
 * Labels are translated; a label met twice (home and the user index) is offered once.
 */
export function usePageTargets(): PageTarget[] {
  const translate = useTranslate();
  const groups = useMenuGroups();
  const pages = usePages();
  const session = useSession();
  return useMemo(() => {
    if (!session) return [];
    const held = new Set(session.permissions);
    const home: PageTarget = { key: 'home', to: '/', label: translate('app.menu.home'), icon: HomeIcon };
    const menu = groups.flatMap((group) =>
      group.entries.map((entry): PageTarget => ({
        key: entry.key,
        to: entry.to,
        label: translate(entry.label, entry.labelOptions),
        section: translate(labelKeys.menuSection(group.section)),
        icon: entry.icon,
        page: entry.page,
      })),
    );
    const linked = pages
      .filter((p) => !p.menu && !p.noLayout && isStaticRoute(p.route) && hasAnyPermission(p.access, held))
      .map((p): PageTarget => ({
        key: `page:${p.route}`,
        to: staticLink(p.route),
        label: translate(p.title),
        icon: ArticleOutlinedIcon,
        page: p.component,
      }));
    const seen = new Set<string>();
    return [home, ...menu, ...linked].filter((t) => !seen.has(t.label) && !!seen.add(t.label));
  }, [translate, groups, pages, session]);
}

/** Whether the user may open a customer's detail page (its page's access), and see phones in full. */
export function useCustomerAccess(): { open: boolean; phone: boolean } {
  const pages = usePages();
  const session = useSession();
  const access = useSessionAccess();
  return useMemo(() => {
    const detail = pages.find((p) => p.route === 'customerDetail');
    const open = !!session && !!detail && hasAnyPermission(detail.access, new Set(session.permissions));
    return { open, phone: access.can('user_view.phone', 'get') };
  }, [pages, session, access]);
}

/** A customer of the list as the palette shows and keeps it: the phone masked without the permission. */
export function customerPick(hit: CustomerHit, phoneAllowed: boolean): CustomerPick {
  return {
    kind: 'customer',
    id: hit.id,
    name: hit.name ?? '',
    number: hit.number,
    phone: hit.phone ? (phoneAllowed ? hit.phone : maskPhone(hit.phone)) : undefined,
  };
}

/** The recent picks the user may still open, as items (pages under today's label). */
export function recentItems(
  picks: readonly RecentPick[],
  targets: readonly PageTarget[],
  customers: { open: boolean; phone: boolean },
): PaletteItem[] {
  const byKey = new Map(targets.map((t) => [t.key, t]));
  return picks.flatMap((pick): PaletteItem[] => {
    if (pick.kind === 'page') {
      const target = byKey.get(pick.key);
      return target ? [{ kind: 'page', target }] : [];
    }
    if (!customers.open) return [];
    const phone = pick.phone && !customers.phone ? maskPhone(pick.phone) : pick.phone;
    return [{ kind: 'customer', customer: { ...pick, phone } }];
  });
}

/** The text a recent customer is matched on: its name and number. */
export const customerText = (customer: CustomerPick): string =>
  [customer.name, customer.number].filter(Boolean).join(' ');

/** A stable key of an item, for React and to drop an item already shown among the recent ones. */
export function itemKey(item: PaletteItem): string {
  if (item.kind === 'page') return `page:${item.target.key}`;
  if (item.kind === 'customer') return `customer:${item.customer.id}`;
  return `lookup:${item.number}`;
}
