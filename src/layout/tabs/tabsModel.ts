/**
 * The multi-tab bar's model (spec §2, §3 "multi-tab page: fullPath, meta title or custom title").
 * Pure functions: every operation returns a new state, or the key of the message (E14) that
 * explains why nothing changed.
 */

import { routePath, tabIdentity } from '../../platform/routes';

/** The home page's path: its tab is what "close all" leaves. */
export const HOME_PATH = routePath('home');

export interface PageTab {
  /** Route path (no query, but the route's `tabKey` parameters): identifies the tab. */
  path: string;
  /** Path with query and hash as last visited: where a click on the tab returns. */
  fullPath: string;
  /** Custom title set by the page; the route metadata's title otherwise. */
  title?: string;
}

export interface TabsState {
  tabs: readonly PageTab[];
  /** Path of the active tab. */
  active: string;
}

/** Keys of the messages under `app.tabs.messages.*`. */
export type TabsMessage = 'last' | 'no_other' | 'no_left' | 'no_right';

export type TabsResult = { state: TabsState } | { message: TabsMessage };

export const homeTab = (): PageTab => ({ path: HOME_PATH, fullPath: HOME_PATH });

export const initialTabs = (): TabsState => ({ tabs: [homeTab()], active: HOME_PATH });

/** Splits a full path (`/customer?page=2`) into the tab's identity and its return address. */
export function tabOf(fullPath: string): PageTab {
  const path = fullPath.replace(/[?#].*$/, '') || HOME_PATH;
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const search = /\?([^#]*)/.exec(fullPath)?.[1] ?? '';
  return { path: tabIdentity(normalized, search), fullPath };
}

/** Visiting a page: adds its tab (at the end) or updates its address, and activates it. */
export function openTab(state: TabsState, fullPath: string): TabsState {
  const tab = tabOf(fullPath);
  const index = state.tabs.findIndex((t) => t.path === tab.path);
  if (index === -1) return { tabs: [...state.tabs, tab], active: tab.path };
  const current = state.tabs[index];
  if (current.fullPath === tab.fullPath && state.active === tab.path) return state;
  const tabs = state.tabs.slice();
  tabs[index] = { ...current, fullPath: tab.fullPath };
  return { tabs, active: tab.path };
}

/**
 * Visiting a page with multi-tab off (issue 45): its tab replaces every other one, so the window
 * keeps one page (its custom title kept when it is the same page), and turning multi-tab on again
 * starts from that page alone.
 */
export function openOnlyTab(state: TabsState, fullPath: string): TabsState {
  const tab = tabOf(fullPath);
  const kept = state.tabs.find((t) => t.path === tab.path);
  if (kept && state.tabs.length === 1) return openTab(state, fullPath);
  return { tabs: [kept ? { ...kept, fullPath: tab.fullPath } : tab], active: tab.path };
}

/** Sets (or with `undefined` clears) the custom title of a tab. */
export function setTabTitle(state: TabsState, path: string, title: string | undefined): TabsState {
  const index = state.tabs.findIndex((t) => t.path === path);
  if (index === -1 || state.tabs[index].title === title) return state;
  const tabs = state.tabs.slice();
  const { path: tabPath, fullPath } = tabs[index];
  tabs[index] = title === undefined ? { path: tabPath, fullPath } : { path: tabPath, fullPath, title };
  return { ...state, tabs };
}

/** The active tab after removing tabs: the active one if kept, else its left neighbour, else the first. */
function keepActive(state: TabsState, tabs: readonly PageTab[], fallback: string): TabsState {
  if (tabs.some((t) => t.path === state.active)) return { tabs, active: state.active };
  return { tabs, active: tabs.some((t) => t.path === fallback) ? fallback : tabs[0].path };
}

/** Closes one tab; the last tab cannot be closed. */
export function closeTab(state: TabsState, path: string): TabsResult {
  const index = state.tabs.findIndex((t) => t.path === path);
  if (index === -1) return { state };
  if (state.tabs.length === 1) return { message: 'last' };
  const tabs = state.tabs.filter((t) => t.path !== path);
  const neighbour = tabs[Math.max(0, index - 1)].path;
  return { state: keepActive(state, tabs, neighbour) };
}

/** Keeps only the given tab, which becomes active. */
export function closeOtherTabs(state: TabsState, path: string): TabsResult {
  const tab = state.tabs.find((t) => t.path === path);
  if (!tab || state.tabs.length === 1) return { message: 'no_other' };
  return { state: { tabs: [tab], active: tab.path } };
}

/** Closes the tabs left of the given one. */
export function closeLeftTabs(state: TabsState, path: string): TabsResult {
  const index = state.tabs.findIndex((t) => t.path === path);
  if (index <= 0) return { message: 'no_left' };
  return { state: keepActive(state, state.tabs.slice(index), path) };
}

/** Closes the tabs right of the given one. */
export function closeRightTabs(state: TabsState, path: string): TabsResult {
  const index = state.tabs.findIndex((t) => t.path === path);
  if (index === -1 || index === state.tabs.length - 1) return { message: 'no_right' };
  return { state: keepActive(state, state.tabs.slice(0, index + 1), path) };
}

/** Closes every tab but the home tab, which becomes active. */
export function closeAllTabs(state: TabsState): TabsResult {
  if (state.tabs.length === 1 && state.tabs[0].path === HOME_PATH) return { message: 'no_other' };
  const home = state.tabs.find((t) => t.path === HOME_PATH) ?? homeTab();
  return { state: { tabs: [home], active: HOME_PATH } };
}

/** The tab to show: the active one (always present in a valid state). */
export function activeTab(state: TabsState): PageTab {
  return state.tabs.find((t) => t.path === state.active) ?? state.tabs[0];
}

// ---------------------------------------------------------------------------------------------
// Persistence (spec §3: only the tab/page settings persist, in session storage)

export const TABS_STORAGE_KEY = 'blind.tabs';

const isTab = (v: unknown): v is PageTab => {
  if (typeof v !== 'object' || v === null) return false;
  const t = v as Record<string, unknown>;
  return (
    typeof t.path === 'string' &&
    t.path.startsWith('/') &&
    typeof t.fullPath === 'string' &&
    (t.title === undefined || typeof t.title === 'string')
  );
};

/** Reads a stored state; anything unreadable gives the initial state. */
export function parseTabs(raw: string | null): TabsState {
  if (!raw) return initialTabs();
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return initialTabs();
    const { tabs, active } = value as Record<string, unknown>;
    if (!Array.isArray(tabs) || typeof active !== 'string') return initialTabs();
    const valid = tabs.filter(isTab).map((t) => ({ ...t }));
    const unique = valid.filter((t, i) => valid.findIndex((u) => u.path === t.path) === i);
    if (unique.length === 0) return initialTabs();
    return { tabs: unique, active: unique.some((t) => t.path === active) ? active : unique[0].path };
  } catch {
    return initialTabs();
  }
}

export function loadTabs(storage: Pick<Storage, 'getItem'> = sessionStorage): TabsState {
  try {
    return parseTabs(storage.getItem(TABS_STORAGE_KEY));
  } catch {
    return initialTabs();
  }
}

export function saveTabs(state: TabsState, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(TABS_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or unavailable: tabs simply do not survive a reload.
  }
}
