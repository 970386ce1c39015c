import { lazyWithReload } from '../../registry/chunks';
import { defineFeature } from '../../registry/pages';
import { MediaPickerHost } from './MediaPickerDialog';

const MediaLibraryPage = lazyWithReload(() => import('./MediaLibraryPage'));

/**
 * The media library (issue 15 point 3): the `attach` menu entry under "operate" opens the library
 * page; the picker dialog lives above every page, opened by `openMediaPicker` / `pickFromLibrary`
 * (api.ts).
 */
export const mediaFeature = defineFeature({
  name: 'media',
  bindings: { attach: { pages: { list: MediaLibraryPage } } },
  slots: { overlays: [{ id: 'media-picker', component: MediaPickerHost, order: 90 }] },
});
