import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CLOSE_ALL_TABS_EVENT } from '../../platform/navigation';
import { usePreference } from '../../platform/preferences';
import { TabTitleContext } from '../../platform/tabTitle';
import { onUserDataWiped } from '../../platform/userStorage';
import { HOME_PATH, tabOf, type TabsState } from './tabsModel';
import { createTabsStore, type TabsStore } from './tabsStore';

export { CLOSE_ALL_TABS_EVENT } from '../../platform/navigation';

const TabsContext = createContext<TabsStore | undefined>(undefined);

/**
 * Holds the open tabs (spec §2 multi-tab bar): every visited page opens or activates its tab (with
 * multi-tab off, its tab replaces the others), the state persists in session storage (for its user
 * only: platform/userStorage.ts), and `blind:close-all-tabs` leaves only the home tab and goes home
 * (a caller that dispatches it and then navigates elsewhere gets the home tab plus its page).
 */
export function TabsProvider({ children, store: given }: { children: ReactNode; store?: TabsStore }) {
  const store = useMemo(() => given ?? createTabsStore(), [given]);
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const here = useRef(fullPath);
  // Multi-tab off (the user's preference, issue 45): the window keeps the page on screen alone.
  const multiTab = usePreference('multiTab');
  useEffect(() => {
    here.current = fullPath;
    store.setMultiTab(multiTab);
    store.open(fullPath);
  }, [store, fullPath, multiTab]);
  // Issue 40: the tabs (titled with customers' names) are the user's: a logout forgets them, and
  // another user signing in starts from the page on screen alone.
  useEffect(
    () =>
      onUserDataWiped((reason) => {
        if (reason === 'logout') {
          store.forget();
          return;
        }
        store.reset();
        store.open(here.current);
      }),
    [store],
  );
  const navigate = useNavigate();
  useEffect(() => {
    const onCloseAll = () => {
      store.reset();
      navigate(HOME_PATH);
    };
    window.addEventListener(CLOSE_ALL_TABS_EVENT, onCloseAll);
    return () => window.removeEventListener(CLOSE_ALL_TABS_EVENT, onCloseAll);
  }, [store, navigate]);
  // Pages title their tab through the registry (`usePageTabTitle`): features never import the layout.
  const setTitle = useCallback(
    (path: string, title: string | undefined) => {
      store.open(path);
      store.setTitle(tabOf(path).path, title);
    },
    [store],
  );
  return (
    <TabsContext.Provider value={store}>
      <TabTitleContext.Provider value={setTitle}>{children}</TabTitleContext.Provider>
    </TabsContext.Provider>
  );
}

export function useTabsStore(): TabsStore {
  const store = useContext(TabsContext);
  if (!store) throw new Error('useTabsStore: no <TabsProvider> above');
  return store;
}

export function useTabsState(): TabsState {
  const store = useTabsStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

export { useRouteTitle } from '../../platform/routeMeta';

/**
 * Gives the current page's tab a custom title (e.g. the customer's name on a detail page);
 * `undefined` goes back to the route's title.
 */
export function useTabTitle(title: string | undefined): void {
  const store = useContext(TabsContext);
  const { pathname, search } = useLocation();
  useEffect(() => {
    // The page's effect may run before the provider opens the tab: open it first (idempotent).
    if (!store) return;
    store.open(`${pathname}${search}`);
    store.setTitle(tabOf(`${pathname}${search}`).path, title);
  }, [store, title, pathname, search]);
}
