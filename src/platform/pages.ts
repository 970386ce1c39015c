import type { ComponentType } from 'react';
import type { MenuSection, ResourceBindings, WatermarkPage } from '../../resources/core/define';
import { matchesRoute, routePath, type RouteName } from './routes';

/** A bespoke page, declared once in its feature folder (`src/features/<domain>/pages.ts`). */
export interface PageDefinition {
  /** The route it answers (its path is declared once in `ROUTES`). */
  route: RouteName;
  /** i18n key of the page title: tab, document title, menu entry. */
  title: string;
  /** Permissions of which any one opens the page (V23); none or empty = every signed-in user. */
  access?: readonly string[];
  /** The spec §2 watermarked page it is (S20). */
  watermark?: WatermarkPage;
  /** A menu entry under a section (with a `get-stat-count` badge key, S12); omitted = reached by links only. */
  menu?: { section: MenuSection; icon: ComponentType; order?: number; counter?: string };
  /** Rendered outside the layout (the login page). */
  noLayout?: boolean;
  /**
   * Lazily imported for its own chunk: `lazyWithReload(() => import('./UserCenterPage'))`, which
   * the page's route preloads while it checks the user's access.
   */
  component: ComponentType;
  /**
   * What the page's first render needs besides its chunk (the open tab's chunk), loaded with it when
   * the app is opened on the page (src/app/routePreload.ts); `search`: the address's query.
   */
  preload?: (search: URLSearchParams) => Promise<void>;
}

export function definePage(page: PageDefinition): PageDefinition {
  return page;
}

/** A header or layout contribution of a feature, placed by the layout (see `LayoutSlots`). */
export interface SlotEntry {
  /** Stable key, also the error boundary's name. */
  id: string;
  component: ComponentType;
  /** Position among the slot's entries, ascending (default 100). */
  order?: number;
}

/** The places of the frame that features fill; the layout knows features only through these. */
export interface LayoutSlots {
  /** Header tools, left of the language switch (search, finance, notices…). */
  headerTools?: readonly SlotEntry[];
  /** Items of the account menu (hidden for a temporary account). */
  accountMenu?: readonly SlotEntry[];
  /** Notices at the end of the tab bar (remark and missed-call banners): they shift nothing. */
  banners?: readonly SlotEntry[];
  /** Dialogs and popups that live above every page (must-handle notices…). */
  overlays?: readonly SlotEntry[];
}

/** What one feature folder brings to the app (`src/features/<domain>/index.ts`). */
export interface FeatureDefinition {
  name: string;
  pages?: readonly PageDefinition[];
  /** Pages, cells, inputs and record actions bound to registered resources by name. */
  bindings?: ResourceBindings;
  slots?: LayoutSlots;
}

export function defineFeature(feature: FeatureDefinition): FeatureDefinition {
  return feature;
}

/** Every feature's contributions to one slot, in order. */
export function slotEntries(features: readonly FeatureDefinition[], slot: keyof LayoutSlots): SlotEntry[] {
  return features.flatMap((f) => f.slots?.[slot] ?? []).sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
}

/** The bespoke page a path belongs to, if any. */
export function pageOfPath(pages: readonly PageDefinition[], pathname: string): PageDefinition | undefined {
  return pages.find((page) => matchesRoute(page.route, pathname));
}

/** The `<Route path>` of a page (react-router paths are relative to the basename). */
export function pageRoutePath(page: PageDefinition): string {
  return routePath(page.route);
}
