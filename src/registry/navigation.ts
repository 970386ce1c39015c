/**
 * Navigation from outside React (the authProvider's 403 handling): the layout registers
 * react-router's navigate function here.
 */
type Navigate = (path: string) => void;

let current: Navigate | undefined;

export function registerNavigate(navigate: Navigate | undefined): void {
  current = navigate;
}

export function navigateTo(path: string): void {
  if (current) current(path);
  else window.location.assign(`${import.meta.env.BASE_URL}${path.replace(/^\//, '')}`);
}

/** Window event the tab bar listens to: closes every tab (S06, leaving a temporary account). */
export const CLOSE_ALL_TABS_EVENT = 'blind:close-all-tabs';

export function closeAllTabs(): void {
  window.dispatchEvent(new CustomEvent(CLOSE_ALL_TABS_EVENT));
}
