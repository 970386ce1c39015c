import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useSyncExternalStore } from 'react';
import { usePreference, type Preferences } from '../platform/preferences';

/**
 * The layout in force: the user's choice (issue 45: side menu, top menu, or sections in the
 * header with their entries at the side) on a screen wide enough for a menu in the header; below
 * the `md` breakpoint the header has no room for one, and the side menu (a drawer on a phone) is kept.
 */
export function useLayoutMode(): Preferences['layout'] {
  const layout = usePreference('layout');
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return narrow ? 'side' : layout;
}

/** How far the page is scrolled down before the header may hide (MUI's `useScrollTrigger` default). */
export const AUTO_HIDE_THRESHOLD = 100;

let headerHidden = false;
const listeners = new Set<() => void>();

function setHeaderHidden(hidden: boolean): void {
  if (hidden === headerHidden) return;
  headerHidden = hidden;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isHidden = () => headerHidden;

/** Whether the auto-hiding header is out of view now (the sidebar follows it up). */
export function useHeaderHidden(): boolean {
  return useSyncExternalStore(subscribe, isHidden, isHidden);
}

/**
 * The auto-hiding header (issue 45): hidden while the page scrolls down past the threshold, shown
 * again as soon as it scrolls up, as MUI's `useScrollTrigger` decides. One passive scroll listener,
 * set only while the preference is on: reading the scroll offset at the first paint forced a
 * layout of the whole page (issue 8), so the offset is read in the listener alone, never in a
 * render nor when the listener is set.
 */
export function useAutoHideHeader(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let previous: number | undefined;
    const onScroll = () => {
      const offset = window.scrollY;
      const goingUp = previous !== undefined && offset < previous;
      previous = offset;
      setHeaderHidden(!goingUp && offset > AUTO_HIDE_THRESHOLD);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      setHeaderHidden(false);
    };
  }, [enabled]);
}
