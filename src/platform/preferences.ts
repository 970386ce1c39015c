import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { STORAGE_OWNER_KEY } from '../../authProvider/keys';

/**
 * The user's interface preferences (spec §3's app settings; issue 45): theme, colour, weak mode,
 * layout, content width, header and sidebar behaviour, multi-tab, the unread count. Each applies at
 * once wherever it is read (a store outside React, read with `useSyncExternalStore`), and persists
 * per user in this browser: local storage `blind.prefs.<user>`, but multi-tab, which is one of the
 * five tab/page settings spec §3 keeps in session storage (the tab bar keeps the other four).
 * Stored values are parsed field by field: one bad or old value falls back to its default alone.
 */

/** The primary colours offered, each with a shade for the light and one for the dark theme (4.5:1 on their page). */
export const PRIMARY_PRESETS = {
  rose: { light: '#c2185b', dark: '#f48fb1' },
  blue: { light: '#1565c0', dark: '#90caf9' },
  teal: { light: '#00796b', dark: '#80cbc4' },
  purple: { light: '#6a1b9a', dark: '#ce93d8' },
  orange: { light: '#b3480b', dark: '#ffb74d' },
} as const;

export type PrimaryPreset = keyof typeof PRIMARY_PRESETS;
const PRESET_IDS = Object.keys(PRIMARY_PRESETS) as [PrimaryPreset, ...PrimaryPreset[]];

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export const LAYOUTS = ['side', 'top', 'mixed'] as const;
export const CONTENT_WIDTHS = ['fluid', 'fixed'] as const;

export const DEFAULT_PREFERENCES = {
  themeMode: 'system',
  primaryColor: 'rose',
  weakMode: false,
  layout: 'side',
  contentWidth: 'fluid',
  fixedHeader: true,
  fixedSidebar: true,
  autoHideHeader: false,
  multiTab: true,
  showUnreadCount: true,
} as const satisfies Record<string, unknown>;

export const preferencesSchema = z.object({
  themeMode: z.enum(THEME_MODES).catch(DEFAULT_PREFERENCES.themeMode),
  primaryColor: z.enum(PRESET_IDS).catch(DEFAULT_PREFERENCES.primaryColor),
  weakMode: z.boolean().catch(DEFAULT_PREFERENCES.weakMode),
  layout: z.enum(LAYOUTS).catch(DEFAULT_PREFERENCES.layout),
  contentWidth: z.enum(CONTENT_WIDTHS).catch(DEFAULT_PREFERENCES.contentWidth),
  fixedHeader: z.boolean().catch(DEFAULT_PREFERENCES.fixedHeader),
  fixedSidebar: z.boolean().catch(DEFAULT_PREFERENCES.fixedSidebar),
  autoHideHeader: z.boolean().catch(DEFAULT_PREFERENCES.autoHideHeader),
  multiTab: z.boolean().catch(DEFAULT_PREFERENCES.multiTab),
  showUnreadCount: z.boolean().catch(DEFAULT_PREFERENCES.showUnreadCount),
});

export type Preferences = z.infer<typeof preferencesSchema>;
export type PreferenceKey = keyof Preferences;

/** Session-storage key of the multi-tab switch (this window's, as the tabs themselves). */
export const MULTI_TAB_KEY = 'blind.tabs.multi';
const PREFS_PREFIX = 'blind.prefs.';

/** Local-storage key of a user's preferences. */
export const preferencesKey = (userId: string): string => `${PREFS_PREFIX}${userId}`;

function read(area: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window[area].getItem(key);
  } catch {
    return null; // storage refused: the defaults
  }
}

function write(area: 'localStorage' | 'sessionStorage', key: string, value: string | null): void {
  try {
    if (typeof window === 'undefined') return;
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch {
    // Storage refused or full: the choice holds for this page only.
  }
}

/** The user the browser's data belongs to (set at login, before the first screen: userStorage.ts). */
const owner = (): string | null => read('localStorage', STORAGE_OWNER_KEY);

function parseStored(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What the storages hold now, as the raw strings the snapshot is cached on. */
function rawState(): string {
  const user = owner();
  return JSON.stringify([
    user,
    user === null ? null : read('localStorage', preferencesKey(user)),
    read('sessionStorage', MULTI_TAB_KEY),
  ]);
}

let cached: { raw: string; value: Preferences } | undefined;

/** The preferences of the browser's user (defaults when nobody signed in or nothing is stored). */
export function getPreferences(): Preferences {
  const raw = rawState();
  if (cached?.raw === raw) return cached.value;
  const [user, stored, multiTab] = JSON.parse(raw) as [string | null, string | null, string | null];
  const value = preferencesSchema.parse({
    ...DEFAULT_PREFERENCES,
    ...(user === null ? {} : parseStored(stored)),
    ...(multiTab === null ? {} : { multiTab: multiTab === 'true' }),
  });
  cached = { raw, value };
  return value;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same user changed a preference kept in local storage, or somebody signed in.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_OWNER_KEY || event.key.startsWith(PREFS_PREFIX))
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function storedOnly(preferences: Preferences): Partial<Preferences> {
  const { multiTab: _multiTab, ...rest } = preferences;
  return Object.fromEntries(
    Object.entries(rest).filter(([key, value]) => DEFAULT_PREFERENCES[key as PreferenceKey] !== value),
  );
}

/** Sets one preference of the browser's user; it applies at once wherever it is read. */
export function setPreference<K extends PreferenceKey>(key: K, value: Preferences[K]): void {
  const next = { ...getPreferences(), [key]: value };
  if (key === 'multiTab') write('sessionStorage', MULTI_TAB_KEY, String(value));
  else {
    const user = owner();
    if (user === null) return;
    const kept = storedOnly(next);
    write('localStorage', preferencesKey(user), Object.keys(kept).length ? JSON.stringify(kept) : null);
  }
  notify();
}

/** Every preference back to its default. */
export function resetPreferences(): void {
  const user = owner();
  if (user !== null) write('localStorage', preferencesKey(user), null);
  write('sessionStorage', MULTI_TAB_KEY, null);
  notify();
}

/** Re-reads the storages: a login or a logout changed whose preferences they hold. */
export const preferencesChanged = notify;

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, getPreferences, getPreferences);
}

export function usePreference<K extends PreferenceKey>(key: K): Preferences[K] {
  const select = useCallback(() => getPreferences()[key], [key]);
  return useSyncExternalStore(subscribe, select, select);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemIsDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches === true;
}

function subscribeSystem(listener: () => void): () => void {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** The theme mode a preference means now: 'system' follows the system's colour scheme, live. */
export function resolveThemeMode(
  mode: Preferences['themeMode'],
  systemDark = systemIsDark(),
): 'light' | 'dark' {
  return mode === 'system' ? (systemDark ? 'dark' : 'light') : mode;
}

/** The theme mode in force for the browser's user. */
export function useThemeMode(): 'light' | 'dark' {
  const mode = usePreference('themeMode');
  const systemDark = useSyncExternalStore(subscribeSystem, systemIsDark, systemIsDark);
  return resolveThemeMode(mode, systemDark);
}
