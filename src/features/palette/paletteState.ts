import { useSyncExternalStore } from 'react';
import { lazyWithReload } from '../../platform/chunks';

/**
 * Whether the command palette is open: one flag outside React, set by the header button and the
 * Ctrl+K / ⌘K shortcut, read by the overlay that shows the dialog. Everything here is in the
 * entry: the dialog, its matching and the pinyin dictionary come with the lazy chunk below.
 */

let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

export const openPalette = (): void => setOpen(true);
export const closePalette = (): void => setOpen(false);
export const togglePalette = (): void => setOpen(!open);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePaletteOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/** The dialog: its own chunk, loaded at the first opening (or when the header button is pointed at). */
export const PaletteDialog = lazyWithReload(() => import('./PaletteDialog'));

/** Whether the platform's shortcut modifier is ⌘ (Apple) rather than Ctrl. */
export function isApple(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent)
  );
}

/** The shortcut as the tooltip shows it: `⌘K` on Apple devices, `Ctrl+K` elsewhere. */
export const shortcutText = (): string => (isApple() ? '⌘K' : 'Ctrl+K');

/**
 * Ctrl+K or ⌘K, whatever the focus (a text field too) and the keyboard layout (`code` is the key's
 * place); not while an input method is composing, nor with other modifiers (Ctrl+Shift+K…).
 */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  if (event.isComposing || event.altKey || event.shiftKey) return false;
  if (!(event.ctrlKey || event.metaKey)) return false;
  return event.code === 'KeyK' || event.key.toLowerCase() === 'k';
}
