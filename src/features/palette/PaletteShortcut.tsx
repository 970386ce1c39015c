import { Suspense, useEffect, useState } from 'react';
import {
  closePalette,
  isPaletteShortcut,
  PaletteDialog,
  togglePalette,
  usePaletteOpen,
} from './paletteState';

/**
 * The palette's overlay: listens for Ctrl+K / ⌘K anywhere in the app (in the capture phase, before
 * a text field or an editor can keep the key; the browser's own Ctrl+K is prevented), and shows
 * the dialog from its first opening on. Mounted, the dialog closes with its transition and gives
 * the focus back to where it was.
 */
export function PaletteShortcut() {
  const open = usePaletteOpen();
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      event.stopPropagation();
      if (!event.repeat) togglePalette();
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      // The layout left (logout): the next one starts closed.
      closePalette();
    };
  }, []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PaletteDialog open={open} onClose={closePalette} />
    </Suspense>
  );
}
