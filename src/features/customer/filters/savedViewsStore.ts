import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { savedViewsKey, savedViewsSchema, viewsStoreKey, type SavedView } from './filterModel';

/**
 * A user's saved views of one list, in localStorage under their own key (`savedViewsKey`): a
 * logout wipes react-admin's store and the user's other data, not these (issue 40). Views saved
 * before, in react-admin's store, are read until the user saves or deletes one.
 */

const LEGACY_PREFIX = 'RaStore.';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Saved or deleted in another tab.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readRaw(userId: string | number, listKey: string): string | null {
  try {
    return (
      localStorage.getItem(savedViewsKey(userId, listKey)) ??
      localStorage.getItem(`${LEGACY_PREFIX}${viewsStoreKey(userId, listKey)}`)
    );
  } catch {
    return null;
  }
}

function parse(raw: string | null): SavedView[] {
  try {
    return savedViewsSchema.parse(JSON.parse(raw ?? '[]'));
  } catch {
    return [];
  }
}

/** The views of a user's list and the function that replaces them. */
export function useSavedViews(
  userId: string | number,
  listKey: string,
): [readonly SavedView[], (views: readonly SavedView[]) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(userId, listKey),
    () => null,
  );
  const views = useMemo(() => parse(raw), [raw]);
  const setViews = useCallback(
    (next: readonly SavedView[]) => {
      try {
        localStorage.setItem(savedViewsKey(userId, listKey), JSON.stringify(next));
        localStorage.removeItem(`${LEGACY_PREFIX}${viewsStoreKey(userId, listKey)}`);
      } catch {
        // Storage full or refused: the change cannot be kept.
      }
      listeners.forEach((listener) => listener());
    },
    [userId, listKey],
  );
  return [views, setViews];
}
