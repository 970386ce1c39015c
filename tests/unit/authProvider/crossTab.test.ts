import { describe, expect, it, vi } from 'vitest';
import { watchAuthAcrossTabs } from '../../../authProvider/crossTab';
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
});
