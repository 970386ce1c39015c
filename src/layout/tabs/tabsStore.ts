import {
  closeAllTabs,
  closeLeftTabs,
  closeOtherTabs,
  closeRightTabs,
  closeTab,
  initialTabs,
  loadTabs,
  openOnlyTab,
  openTab,
  saveTabs,
  setTabTitle,
  type TabsMessage,
  type TabsResult,
  type TabsState,
} from './tabsModel';

/** Commands of the context menu and the close buttons. */
export type TabCommand = 'close' | 'close_others' | 'close_left' | 'close_right' | 'close_all';

/** Outcome of a command: the new state, or the message that explains why nothing changed. */
export type CommandOutcome = { state: TabsState; message?: undefined } | { message: TabsMessage };

/**
 * The tab bar's state outside React (read with `useSyncExternalStore`): the model plus session
 * storage, so the route listener and the window event update it without a render cascade.
 */
export interface TabsStore {
  getState(): TabsState;
  subscribe(listener: () => void): () => void;
  /** Opens or activates the page's tab; with multi-tab off (`setMultiTab(false)`), the page's tab alone. */
  open(fullPath: string): void;
  /** Multi-tab on (the default) or off: off, every page opened replaces the tabs (issue 45). */
  setMultiTab(on: boolean): void;
  setTitle(path: string, title: string | undefined): void;
  run(command: TabCommand, path: string): CommandOutcome;
  /** What `run` would do, without doing it. */
  preview(command: TabCommand, path: string): CommandOutcome;
  /** Back to the home tab alone, whatever the state (the temporary-account exit). */
  reset(): void;
  /**
   * Back to the home tab alone, and nothing written to storage any more (the user logged out:
   * what the pages still report while they go away is not kept for the next user).
   */
  forget(): void;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const COMMANDS: Record<TabCommand, (state: TabsState, path: string) => TabsResult> = {
  close: closeTab,
  close_others: closeOtherTabs,
  close_left: closeLeftTabs,
  close_right: closeRightTabs,
  close_all: (state) => closeAllTabs(state),
};

export function createTabsStore(storage?: Storage): TabsStore {
  const store = storage ?? (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  let state = store ? loadTabs(store) : initialTabs();
  let keeping = true;
  let multiTab = true;
  const listeners = new Set<() => void>();
  const set = (next: TabsState) => {
    if (next === state) return;
    state = next;
    if (store && keeping) saveTabs(state, store);
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: (fullPath) => set((multiTab ? openTab : openOnlyTab)(state, fullPath)),
    setMultiTab(on) {
      multiTab = on;
    },
    setTitle: (path, title) => set(setTabTitle(state, path, title)),
    run(command, path) {
      const result = COMMANDS[command](state, path);
      if ('message' in result) return { message: result.message };
      set(result.state);
      return { state: result.state };
    },
    preview(command, path) {
      const result = COMMANDS[command](state, path);
      return 'message' in result ? { message: result.message } : { state: result.state };
    },
    reset: () => set(initialTabs()),
    forget() {
      keeping = false;
      set(initialTabs());
    },
  };
}
