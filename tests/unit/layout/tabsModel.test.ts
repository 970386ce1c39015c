import { describe, expect, it } from 'vitest';
import {
  activeTab,
  closeAllTabs,
  closeLeftTabs,
  closeOtherTabs,
  closeRightTabs,
  closeTab,
  HOME_PATH,
  initialTabs,
  loadTabs,
  openOnlyTab,
  openTab,
  parseTabs,
  saveTabs,
  setTabTitle,
  tabOf,
  TABS_STORAGE_KEY,
  type TabsResult,
  type TabsState,
} from '../../../src/layout/tabs/tabsModel';
import { createTabsStore } from '../../../src/layout/tabs/tabsStore';
import en from '../../../i18n/features/tabs';

/** Home, customers, stores, workers; active: stores. */
function fourTabs(): TabsState {
  let state = initialTabs();
  for (const path of ['/customer?page=2', '/worker', '/store']) state = openTab(state, path);
  return openTab(state, '/store');
}

const paths = (state: TabsState) => state.tabs.map((t) => t.path);

function stateOf(result: TabsResult): TabsState {
  if ('message' in result) throw new Error(`expected a state, got the message ${result.message}`);
  return result.state;
}

describe('tab model', () => {
  it('starts with the home tab', () => {
    expect(initialTabs()).toEqual({ tabs: [{ path: '/', fullPath: '/' }], active: '/' });
  });

  it('opens a tab per page (path without query), remembers the full path and activates it', () => {
    let state = openTab(initialTabs(), '/customer?page=2');
    expect(paths(state)).toEqual(['/', '/customer']);
    expect(state.active).toBe('/customer');
    state = openTab(state, '/store');
    state = openTab(state, '/customer?page=3#top');
    expect(paths(state)).toEqual(['/', '/customer', '/store']);
    expect(activeTab(state)).toEqual({ path: '/customer', fullPath: '/customer?page=3#top' });
    expect(openTab(state, '/customer?page=3#top')).toBe(state);
    expect(tabOf('/store/')).toEqual({ path: '/store', fullPath: '/store/' });
  });

  it('keeps a custom title and can clear it', () => {
    const state = setTabTitle(openTab(initialTabs(), '/customer/1/show'), '/customer/1/show', '张三');
    expect(activeTab(state).title).toBe('张三');
    expect(activeTab(setTabTitle(state, '/customer/1/show', undefined)).title).toBeUndefined();
  });

  it('closes a tab; closing the active one activates its left neighbour', () => {
    const state = stateOf(closeTab(fourTabs(), '/store'));
    expect(paths(state)).toEqual(['/', '/customer', '/worker']);
    expect(state.active).toBe('/worker');
    const other = stateOf(closeTab(fourTabs(), '/customer'));
    expect(paths(other)).toEqual(['/', '/worker', '/store']);
    expect(other.active).toBe('/store');
  });

  it('[E14] closing the last tab says "this is the last tab, cannot be closed"', () => {
    expect(closeTab(initialTabs(), HOME_PATH)).toEqual({ message: 'last' });
    expect(en['en-US'].messages.last).toBe('this is the last tab, cannot be closed');
    expect(en['zh-CN'].messages.last).toBe('这已经是最后一页，不能再关闭了');
  });

  it('closes the other tabs and activates the kept one', () => {
    const state = stateOf(closeOtherTabs(fourTabs(), '/customer'));
    expect(state).toEqual({
      tabs: [{ path: '/customer', fullPath: '/customer?page=2' }],
      active: '/customer',
    });
  });

  it('[E14] close others with no other tab says "no other tabs"', () => {
    expect(closeOtherTabs(initialTabs(), HOME_PATH)).toEqual({ message: 'no_other' });
    expect(en['en-US'].messages.no_other).toBe('no other tabs');
    expect(en['zh-CN'].messages.no_other).toBe('没有其他标签页');
  });

  it('closes the tabs on the left; the active tab moves to the clicked one if it was closed', () => {
    const keep = stateOf(closeLeftTabs(fourTabs(), '/worker'));
    expect(paths(keep)).toEqual(['/worker', '/store']);
    expect(keep.active).toBe('/store');
    const moved = stateOf(closeLeftTabs(openTab(fourTabs(), '/'), '/worker'));
    expect(moved.active).toBe('/worker');
  });

  it('[E14] close left on the first tab says "no tabs on the left"', () => {
    expect(closeLeftTabs(fourTabs(), HOME_PATH)).toEqual({ message: 'no_left' });
    expect(en['en-US'].messages.no_left).toBe('no tabs on the left');
    expect(en['zh-CN'].messages.no_left).toBe('左侧没有标签页');
  });

  it('closes the tabs on the right; the active tab moves to the clicked one if it was closed', () => {
    const state = stateOf(closeRightTabs(fourTabs(), '/customer'));
    expect(paths(state)).toEqual(['/', '/customer']);
    expect(state.active).toBe('/customer');
  });

  it('[E14] close right on the last tab says "no tabs on the right"', () => {
    expect(closeRightTabs(fourTabs(), '/store')).toEqual({ message: 'no_right' });
    expect(en['en-US'].messages.no_right).toBe('no tabs on the right');
    expect(en['zh-CN'].messages.no_right).toBe('右侧没有标签页');
  });

  it('close all leaves the home tab (re-created if it was closed)', () => {
    expect(stateOf(closeAllTabs(fourTabs()))).toEqual(initialTabs());
    const withoutHome = stateOf(closeOtherTabs(fourTabs(), '/store'));
    expect(stateOf(closeAllTabs(withoutHome))).toEqual(initialTabs());
    expect(closeAllTabs(initialTabs())).toEqual({ message: 'no_other' });
  });

  it('never mutates the state it is given', () => {
    const state = fourTabs();
    const copy = structuredClone(state);
    closeTab(state, '/store');
    closeLeftTabs(state, '/store');
    closeRightTabs(state, '/');
    closeOtherTabs(state, '/store');
    closeAllTabs(state);
    openTab(state, '/domain');
    setTabTitle(state, '/store', 'x');
    expect(state).toEqual(copy);
  });
});

describe('multi-tab off (issue 45)', () => {
  it("a visited page's tab replaces the others; the same page keeps its custom title", () => {
    const titled = setTabTitle(fourTabs(), '/store', 'Shops');
    expect(openOnlyTab(titled, '/store?page=3')).toEqual({
      tabs: [{ path: '/store', fullPath: '/store?page=3', title: 'Shops' }],
      active: '/store',
    });
    const one = openOnlyTab(titled, '/worker');
    expect(one).toEqual({ tabs: [{ path: '/worker', fullPath: '/worker' }], active: '/worker' });
    expect(openOnlyTab(one, '/worker')).toBe(one);
    expect(openOnlyTab(one, '/domain')).toEqual({
      tabs: [{ path: '/domain', fullPath: '/domain' }],
      active: '/domain',
    });
  });

  it('the store keeps one tab while multi-tab is off, and adds tabs again once it is on', () => {
    const store = createTabsStore({ getItem: () => null, setItem: () => undefined });
    store.setMultiTab(false);
    store.open('/customer');
    store.open('/store');
    expect(store.getState()).toEqual({ tabs: [{ path: '/store', fullPath: '/store' }], active: '/store' });
    store.setMultiTab(true);
    store.open('/worker');
    expect(store.getState().tabs.map((t) => t.path)).toEqual(['/store', '/worker']);
  });
});

describe('tab persistence (spec §3: session storage)', () => {
  it('saves and loads open tabs, the active tab and custom titles under one key', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
    const state = setTabTitle(fourTabs(), '/worker', 'Team');
    saveTabs(state, fake);
    expect([...storage.keys()]).toEqual([TABS_STORAGE_KEY]);
    expect(loadTabs(fake)).toEqual(state);
  });

  it('falls back to the home tab on missing or broken data', () => {
    expect(parseTabs(null)).toEqual(initialTabs());
    expect(parseTabs('{oops')).toEqual(initialTabs());
    expect(parseTabs('{"tabs":[],"active":"/"}')).toEqual(initialTabs());
    expect(parseTabs('{"tabs":[{"path":"/a","fullPath":"/a"},{"path":"x"}],"active":"/gone"}')).toEqual({
      tabs: [{ path: '/a', fullPath: '/a' }],
      active: '/a',
    });
  });

  it('the store persists every change in sessionStorage and reports messages', () => {
    sessionStorage.clear();
    const store = createTabsStore(sessionStorage);
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getState().tabs.length));
    store.open('/customer');
    store.open('/store');
    expect(JSON.parse(sessionStorage.getItem(TABS_STORAGE_KEY) ?? '{}')).toMatchObject({ active: '/store' });
    expect(store.run('close_right', '/store')).toEqual({ message: 'no_right' });
    expect(store.run('close_left', '/store').message).toBeUndefined();
    expect(store.getState().tabs.map((t) => t.path)).toEqual(['/store']);
    store.reset();
    expect(createTabsStore(sessionStorage).getState()).toEqual(initialTabs());
    expect(seen).toEqual([2, 3, 1, 1]);
  });

  it('previews a command without applying it (a tab closes only once its page was left)', () => {
    const store = createTabsStore(sessionStorage);
    store.open('/customer');
    store.open('/store');
    const before = store.getState();
    const preview = store.preview('close', '/store');
    expect('state' in preview && preview.state.active).toBe('/customer');
    expect(store.getState()).toBe(before);
    expect(store.preview('close_right', '/store')).toEqual({ message: 'no_right' });
  });
});
