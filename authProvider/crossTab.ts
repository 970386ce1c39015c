import { ACCESS_TOKEN_KEY, TEMPORARY_TOKEN_KEY, tokens } from '../dataProvider/tokens';
import { STORAGE_OWNER_KEY, TEMPORARY_FLAG_KEY } from './keys';

/** The stored keys whose change in another tab changes who is signed in here. */
export const AUTH_KEYS: readonly string[] = [ACCESS_TOKEN_KEY, TEMPORARY_TOKEN_KEY, TEMPORARY_FLAG_KEY];

/** What happened in the other tab. */
export interface AuthChange {
  /**
   * The user logged out there (nobody signed in, the user's data wiped): this tab drops its own
   * data instead of keeping drafts. False for a login, an account switch or an expired session.
   */
  signedOut: boolean;
}

/**
 * Auth state is shared between browser tabs (issue 9): logging in or out, or entering or leaving a
 * temporary account in one tab calls `onChange` in the others (storage events fire only in the
 * other tabs). `localStorage.clear()` elsewhere counts too. The caller reloads the page, keeping
 * the drafts of its forms first unless the user logged out (issue 40). Returns the unsubscribe
 * function.
 */
export function watchAuthAcrossTabs(
  onChange: (change: AuthChange) => void,
  target: Window = window,
): () => void {
  const listener = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== target.localStorage) return;
    if (event.key !== null && !AUTH_KEYS.includes(event.key)) return;
    if (event.key !== null && event.oldValue === event.newValue) return;
    // A logout the user asked for removes the owner before the tokens (authProvider.logout).
    const signedOut = !tokens.authorization() && target.localStorage.getItem(STORAGE_OWNER_KEY) === null;
    onChange({ signedOut });
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
