import { STORAGE_OWNER_KEY } from '../../authProvider/keys';
import type { AuthChange } from '../../authProvider/crossTab';
import { CHUNK_RELOAD_KEY } from './chunkReload';
import { preferencesChanged } from './preferences';
import { forgetRestored, keepDraftsOf, persistDrafts, wipeDrafts } from './drafts';

/**
 * Nothing of one user shows to the next (issue 40): what the app keeps in the browser for a user
 * is wiped when they log out, and when someone else logs in after their session expired.
 *
 * - Session storage (this window): everything but the chunk-reload guard. It holds the open tabs
 *   (titled with customers' names, their addresses with typed searches), the ids of the last
 *   customer list, the "called back" flag of the call popup.
 * - Local storage: the drafts (drafts.ts), the command palette's recent picks, and react-admin's
 *   store (`RaStore.*`: list parameters with typed searches and filters, selections, column
 *   choices) but its version, language and theme. Saved filter views and a list's export choices
 *   live outside it, per user (`blind.views.<user>.*`, `blind.export.<user>.*`), and stay.
 * - Tokens are the authProvider's; the device id, the language and the demo API's switches stay.
 *
 * `STORAGE_OWNER_KEY` names the user the data belongs to, in both storages: a login as that same
 * user after an expired session (E02) gets their drafts and tabs back; anyone else's login wipes them.
 */

const RA_STORE_PREFIX = 'RaStore';
/** react-admin's store entries that hold nothing of a user. */
const RA_STORE_KEPT: ReadonlySet<string> = new Set(['RaStore.version', 'RaStore.locale', 'RaStore.theme']);
/** The command palette's recent picks of a user (`blind.palette.<user>`: pages and customers' names). */
export const PALETTE_RECENTS_PREFIX = 'blind.palette.';
/** Session storage entries that hold nothing of a user. */
const SESSION_KEPT: ReadonlySet<string> = new Set([CHUNK_RELOAD_KEY]);

/** Why a window's data was wiped: its user logged out, or another user signed in. */
export type WipeReason = 'logout' | 'another-user';

const wipedListeners = new Set<(reason: WipeReason) => void>();

/**
 * Listens for this window's user data being wiped (the tab bar then forgets the tabs it holds in
 * memory); returns the unsubscribe function.
 */
export function onUserDataWiped(listener: (reason: WipeReason) => void): () => void {
  wipedListeners.add(listener);
  return () => wipedListeners.delete(listener);
}

function removeKeys(storage: Storage, remove: (key: string) => boolean): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key !== null && remove(key)) storage.removeItem(key);
}

/** Runs `fn` on a storage, if the browser gives access to it (a refusal or a full storage does nothing). */
export function withStorage(area: 'localStorage' | 'sessionStorage', fn: (storage: Storage) => void): void {
  try {
    if (typeof window !== 'undefined') fn(window[area]);
  } catch {
    // Storage refused (privacy settings): nothing was kept there either.
  }
}

/** Wipes this window's session storage (the tabs, the last list's ids, the call flag). */
export function wipeWindowData(reason: WipeReason): void {
  withStorage('sessionStorage', (storage) => removeKeys(storage, (key) => !SESSION_KEPT.has(key)));
  wipedListeners.forEach((listener) => listener(reason));
}

/** Wipes the browser's data of the user: drafts and react-admin's store entries. */
function wipeBrowserData(): void {
  wipeDrafts();
  forgetRestored();
  withStorage('localStorage', (storage) => {
    removeKeys(
      storage,
      (key) =>
        (key.startsWith(RA_STORE_PREFIX) && !RA_STORE_KEPT.has(key)) ||
        key.startsWith(PALETTE_RECENTS_PREFIX),
    );
    storage.removeItem(STORAGE_OWNER_KEY);
  });
}

/** A logout the user asked for: everything the user left in this browser and window goes. */
export function wipeUserData(): void {
  wipeBrowserData();
  wipeWindowData('logout');
}

/**
 * A session loaded (the authProvider's `onSession`): the storages become this user's. Data another
 * user left (their session expired, then this user logged in) is wiped first, and drafts of any
 * other user are dropped. A temporary account (an admin logged in as a worker) changes nothing:
 * the same person is at the keyboard.
 */
export function claimUserData(session: { id: string | number; temporary?: boolean }): void {
  if (session.temporary) return;
  const userId = String(session.id);
  withStorage('localStorage', (storage) => {
    const owner = storage.getItem(STORAGE_OWNER_KEY);
    if (owner !== null && owner !== userId) wipeBrowserData();
    keepDraftsOf(userId);
    storage.setItem(STORAGE_OWNER_KEY, userId);
  });
  withStorage('sessionStorage', (storage) => {
    const owner = storage.getItem(STORAGE_OWNER_KEY);
    if (owner !== null && owner !== userId) wipeWindowData('another-user');
    storage.setItem(STORAGE_OWNER_KEY, userId);
  });
  // The interface now follows this user's preferences (preferences.ts reads them by the owner).
  preferencesChanged();
}

/**
 * Another tab logged in or out (authProvider/crossTab.ts): this page reloads as whoever is signed
 * in now. Its forms' drafts are kept first, unless the user logged out, which wipes this window's
 * data instead (the other tab wiped the browser's).
 */
export function reloadForAuthChange(
  change: AuthChange,
  reload: () => void = () => window.location.reload(),
): void {
  if (change.signedOut) wipeWindowData('logout');
  else persistDrafts();
  reload();
}
