import { ACCESS_TOKEN_KEY, TEMPORARY_TOKEN_KEY } from '../dataProvider/tokens';
import { TEMPORARY_FLAG_KEY } from './keys';

/** The stored keys whose change in another tab changes who is signed in here. */
export const AUTH_KEYS: readonly string[] = [ACCESS_TOKEN_KEY, TEMPORARY_TOKEN_KEY, TEMPORARY_FLAG_KEY];

/**
 * Auth state is shared between browser tabs (issue 9): logging in or out, or entering or leaving a
 * temporary account in one tab calls `onChange` in the others (storage events fire only in the
 * other tabs). `localStorage.clear()` elsewhere counts too. Returns the unsubscribe function.
 */
export function watchAuthAcrossTabs(onChange: () => void, target: Window = window): () => void {
  const listener = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== target.localStorage) return;
    if (event.key !== null && !AUTH_KEYS.includes(event.key)) return;
    if (event.key !== null && event.oldValue === event.newValue) return;
    onChange();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
