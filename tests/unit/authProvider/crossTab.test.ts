import { describe, expect, it, vi } from 'vitest';
import { watchAuthAcrossTabs } from '../../../authProvider/crossTab';
import { STORAGE_OWNER_KEY } from '../../../authProvider/keys';
import { ACCESS_TOKEN_KEY, TEMPORARY_TOKEN_KEY } from '../../../dataProvider/tokens';

const storageEvent = (key: string | null, oldValue: string | null, newValue: string | null) =>
  new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage });

describe('auth state shared between tabs (issue 9)', () => {
  it('logging out, logging in or switching to a temporary account in another tab is followed here', () => {
    const onChange = vi.fn();
    const stop = watchAuthAcrossTabs(onChange);
    window.dispatchEvent(storageEvent(ACCESS_TOKEN_KEY, 'Bearer a', null));
    window.dispatchEvent(storageEvent(ACCESS_TOKEN_KEY, null, 'Bearer b'));
    window.dispatchEvent(storageEvent(TEMPORARY_TOKEN_KEY, null, 'Bearer t'));
    window.dispatchEvent(storageEvent(null, null, null));
    expect(onChange).toHaveBeenCalledTimes(4);
    stop();
    window.dispatchEvent(storageEvent(ACCESS_TOKEN_KEY, 'Bearer b', null));
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('other keys (language, tabs, drafts) change nothing', () => {
    const onChange = vi.fn();
    const stop = watchAuthAcrossTabs(onChange);
    window.dispatchEvent(storageEvent('blind.locale', 'zh-CN', 'en-US'));
    window.dispatchEvent(storageEvent('blind.drafts', null, '[]'));
    expect(onChange).not.toHaveBeenCalled();
    stop();
  });

  it('says whether the user logged out there (their data wiped) or the session changed otherwise (issue 40)', () => {
    const changes: boolean[] = [];
    const stop = watchAuthAcrossTabs(({ signedOut }) => changes.push(signedOut));
    localStorage.setItem(STORAGE_OWNER_KEY, '7');
    // An expired session (E02) elsewhere: the token goes, the owner stays; this tab keeps its drafts.
    window.dispatchEvent(storageEvent(ACCESS_TOKEN_KEY, 'Bearer a', null));
    // A login elsewhere.
    localStorage.setItem(ACCESS_TOKEN_KEY, 'Bearer b');
    window.dispatchEvent(storageEvent(ACCESS_TOKEN_KEY, null, 'Bearer b'));
    // A logout the user asked for: the owner went first, then the token.
    localStorage.removeItem(STORAGE_OWNER_KEY);
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    window.dispatchEvent(storageEvent(ACCESS_TOKEN_KEY, 'Bearer b', null));
    stop();
    localStorage.clear();
    expect(changes).toEqual([false, false, true]);
  });
});
