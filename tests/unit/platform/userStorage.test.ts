import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_OWNER_KEY } from '../../../authProvider/keys';
import { CHUNK_RELOAD_KEY } from '../../../src/platform/chunkReload';
import { DRAFTS_STORAGE_KEY, findDraft, registerDraftSource } from '../../../src/platform/drafts';
import {
  claimUserData,
  onUserDataWiped,
  reloadForAuthChange,
  wipeUserData,
  type WipeReason,
} from '../../../src/platform/userStorage';
import { LIST_IDS_KEY } from '../../../src/features/customer/detail/detailModel';
import { CUSTOMER_CALL_FLAG } from '../../../src/features/calls/callModel';
import { TABS_STORAGE_KEY } from '../../../src/layout/tabs/tabsModel';
import { savedViewsKey } from '../../../src/features/customer/filters/filterModel';

const TABS = JSON.stringify({
  tabs: [{ path: '/customer/detail?id=3', fullPath: '/customer/detail?id=3', title: '张伟' }],
  active: '/customer/detail?id=3',
});
const LIST_PARAMS = JSON.stringify({ filter: { keyword: '13800138000' }, page: 1 });
const VIEW = JSON.stringify([
  { id: 'v', name: 'Young', filter: { age_gte: 18 }, sort: { field: 'id', order: 'DESC' } },
]);

/** What user 7 leaves in the browser while working. */
function userSevenWorked(): void {
  claimUserData({ id: 7 });
  sessionStorage.setItem(TABS_STORAGE_KEY, TABS);
  sessionStorage.setItem(LIST_IDS_KEY, '[3,4,5]');
  sessionStorage.setItem(CUSTOMER_CALL_FLAG, '3');
  sessionStorage.setItem(CHUNK_RELOAD_KEY, '1700000000000');
  localStorage.setItem('RaStore.customer.listParams', LIST_PARAMS);
  localStorage.setItem('RaStore.customer.selectedIds', '[3]');
  localStorage.setItem('RaStore.locale', '"zh-CN"');
  localStorage.setItem('RaStore.version', '"1"');
  localStorage.setItem(savedViewsKey(7, 'customer'), VIEW);
  localStorage.setItem('blind.locale', 'zh-CN');
  localStorage.setItem(
    DRAFTS_STORAGE_KEY,
    JSON.stringify([{ userId: '7', path: '/store/create', values: { name: '张伟' }, savedAt: Date.now() }]),
  );
}

const allValues = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i) ?? '') ?? '').join('\n');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('nothing of one user shows to the next (issue 40 point 7)', () => {
  it('[S14] a logout wipes the tabs, the list ids, the call flag, list searches and drafts; saved views stay', () => {
    userSevenWorked();
    const reasons: WipeReason[] = [];
    const stop = onUserDataWiped((reason) => reasons.push(reason));
    wipeUserData();
    stop();
    expect(reasons).toEqual(['logout']);
    for (const storage of [localStorage, sessionStorage]) {
      expect(allValues(storage)).not.toContain('张伟');
      expect(allValues(storage)).not.toContain('13800138000');
    }
    expect(sessionStorage.getItem(TABS_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(LIST_IDS_KEY)).toBeNull();
    expect(sessionStorage.getItem(CUSTOMER_CALL_FLAG)).toBeNull();
    expect(localStorage.getItem('RaStore.customer.selectedIds')).toBeNull();
    expect(localStorage.getItem(STORAGE_OWNER_KEY)).toBeNull();
    // What holds nothing of the user stays: the chunk guard, the language, react-admin's version.
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1700000000000');
    expect(localStorage.getItem('RaStore.locale')).toBe('"zh-CN"');
    expect(localStorage.getItem('RaStore.version')).toBe('"1"');
    expect(localStorage.getItem('blind.locale')).toBe('zh-CN');
    expect(localStorage.getItem(savedViewsKey(7, 'customer'))).toBe(VIEW);
  });

  it('[E02] the same user signing in again after an expired session gets their drafts and tabs back', () => {
    userSevenWorked();
    claimUserData({ id: '7' });
    expect(findDraft('7', '/store/create')?.values).toEqual({ name: '张伟' });
    expect(sessionStorage.getItem(TABS_STORAGE_KEY)).toBe(TABS);
    expect(localStorage.getItem('RaStore.customer.listParams')).toBe(LIST_PARAMS);
  });

  it('[E02] another user signing in after an expired session finds nothing of the first (drafts included)', () => {
    userSevenWorked();
    const reasons: WipeReason[] = [];
    const stop = onUserDataWiped((reason) => reasons.push(reason));
    claimUserData({ id: 8 });
    stop();
    expect(reasons).toEqual(['another-user']);
    expect(findDraft('7', '/store/create')).toBeUndefined();
    expect(sessionStorage.getItem(TABS_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('RaStore.customer.listParams')).toBeNull();
    expect(localStorage.getItem(STORAGE_OWNER_KEY)).toBe('8');
    expect(sessionStorage.getItem(STORAGE_OWNER_KEY)).toBe('8');
    // User 7's views are still theirs, not shown to user 8 (another key).
    expect(localStorage.getItem(savedViewsKey(7, 'customer'))).toBe(VIEW);
  });

  it('a window that still holds the first user’s tabs is wiped when it opens as another user', () => {
    userSevenWorked();
    // Another tab signed in as user 8 and made the browser theirs; this window's storage is still 7's.
    localStorage.setItem(STORAGE_OWNER_KEY, '8');
    claimUserData({ id: 8 });
    expect(sessionStorage.getItem(TABS_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_OWNER_KEY)).toBe('8');
  });

  it('[S06] entering a temporary account (an admin as a worker) wipes nothing', () => {
    userSevenWorked();
    claimUserData({ id: 21, temporary: true });
    expect(sessionStorage.getItem(TABS_STORAGE_KEY)).toBe(TABS);
    expect(findDraft('7', '/store/create')).toBeDefined();
    expect(localStorage.getItem(STORAGE_OWNER_KEY)).toBe('7');
  });
});

describe('a reload caused by another tab (issue 40 point 6)', () => {
  it('a login, an account switch or an expired session elsewhere: the dirty forms are kept before the reload', () => {
    claimUserData({ id: 7 });
    const stop = registerDraftSource(() => ({
      userId: '7',
      path: '/store/create',
      values: { name: 'typed here' },
      savedAt: Date.now(),
    }));
    const reload = vi.fn(() =>
      expect(findDraft('7', '/store/create')?.values).toEqual({ name: 'typed here' }),
    );
    reloadForAuthChange({ signedOut: false }, reload);
    stop();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a logout elsewhere: nothing is kept, and this window’s tabs go', () => {
    claimUserData({ id: 7 });
    sessionStorage.setItem(TABS_STORAGE_KEY, TABS);
    const stop = registerDraftSource(() => ({
      userId: '7',
      path: '/store/create',
      values: { name: 'typed here' },
      savedAt: Date.now(),
    }));
    const reload = vi.fn();
    reloadForAuthChange({ signedOut: true }, reload);
    stop();
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(TABS_STORAGE_KEY)).toBeNull();
  });
});
