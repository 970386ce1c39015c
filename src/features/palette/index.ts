import { defineFeature } from '../../platform/pages';
import { PaletteButton } from './PaletteButton';
import { PaletteShortcut } from './PaletteShortcut';

/**
 * The command palette (issue 45 point 3): Ctrl+K / ⌘K anywhere, or the header button, opens a
 * search of the screens the user may open, customers by number or name, and recent picks.
 */
export const paletteFeature = defineFeature({
  name: 'palette',
  slots: {
    headerTools: [{ id: 'palette', component: PaletteButton, order: 15 }],
    overlays: [{ id: 'palette', component: PaletteShortcut }],
  },
});
