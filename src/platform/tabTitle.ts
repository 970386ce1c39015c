import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Gives the tab of a full path (`/customer/detail?id=3`) a custom title; `undefined` clears it. */
export type TabTitleSetter = (fullPath: string, title: string | undefined) => void;

/** Provided by the layout's tab bar; pages reach it through `usePageTabTitle`. */
export const TabTitleContext = createContext<TabTitleSetter | undefined>(undefined);

/**
 * Titles the current page's tab (the customer's name on its detail page); `undefined` goes back to
 * the route's title. Outside the layout (tests of a bare page) it does nothing.
 */
export function usePageTabTitle(title: string | undefined): void {
  const set = useContext(TabTitleContext);
  const { pathname, search } = useLocation();
  useEffect(() => {
    set?.(`${pathname}${search}`, title);
  }, [set, title, pathname, search]);
}
