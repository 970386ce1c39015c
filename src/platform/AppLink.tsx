import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { hrefOf, navigateTo } from './navigation';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path (`/customer/1/show`). */
  to: string;
  /** History state of the navigation (e.g. `{ _scrollToTop: true }`). */
  state?: unknown;
  replace?: boolean;
}

/** A click the browser should handle itself: another button, a modifier (new tab or window). */
const browserHandles = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link to an in-app path that reads no router state: an `<a>` with the path's address, and a plain
 * click navigates in the app (react-router's navigate, registered by the layout), as react-router's
 * `<Link>` does. That `<Link>` follows the route's context, and a list of 100 rows holds some 270
 * links: react-admin re-rendering its routes as it starts re-rendered every one of them (issue 8).
 * Relative paths are not resolved: `to` starts with `/`.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, state, replace, onClick, target, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || browserHandles(event) || (target && target !== '_self')) return;
    event.preventDefault();
    navigateTo(to, { state, replace });
  };
  return <a ref={ref} href={hrefOf(to)} target={target} onClick={handleClick} {...rest} />;
});
