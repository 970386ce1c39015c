/**
 * Navigation from outside React (the authProvider's 403 handling) and from links that read no
 * router state (`AppLink`): the layout registers react-router's navigate function here.
 */
export interface NavigateOptions {
  state?: unknown;
  replace?: boolean;
}

type Navigate = (path: string, options?: NavigateOptions) => void;

let current: Navigate | undefined;

export function registerNavigate(navigate: Navigate | undefined): void {
  current = navigate;
}

/** The address of an in-app path (`/customer/1/show` → `/blind/admin-view/customer/1/show`). */
export function hrefOf(path: string): string {
  return `${import.meta.env.BASE_URL}${path.replace(/^\//, '')}`;
}

export function navigateTo(path: string, options?: NavigateOptions): void {
  if (current) current(path, options);
  else window.location.assign(hrefOf(path));
}

/** Window event the tab bar listens to: closes every tab (S06, leaving a temporary account). */
export const CLOSE_ALL_TABS_EVENT = 'blind:close-all-tabs';

export function closeAllTabs(): void {
  window.dispatchEvent(new CustomEvent(CLOSE_ALL_TABS_EVENT));
}
