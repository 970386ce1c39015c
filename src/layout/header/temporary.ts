/** Window event the tab bar listens to: closes every tab (S06). */
export const CLOSE_ALL_TABS_EVENT = 'blind:close-all-tabs';

/** Spec §2: where leaving a temporary account lands (the user index). */
export const USER_INDEX_PATH = '/blind_user/index';

export function closeAllTabs(): void {
  window.dispatchEvent(new CustomEvent(CLOSE_ALL_TABS_EVENT));
}

/** Where "log in as" lands. */
export const HOME_PATH = '/';
