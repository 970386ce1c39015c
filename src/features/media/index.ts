import { lazyWithReload } from '../../platform/chunks';
import { defineFeature } from '../../platform/pages';
import { provideLibraryPicker } from '../../components/upload/libraryPicker';
import { pickFromLibrary } from './api';
import { MediaPickerHost } from './MediaPickerDialog';

const MediaLibraryPage = lazyWithReload(() => import('./MediaLibraryPage'));

// The picture uploaders of generated forms offer the library (S08); its dialog is the overlay below.
provideLibraryPicker(pickFromLibrary);

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
