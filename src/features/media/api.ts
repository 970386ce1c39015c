import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { MediaQuery, MediaUpload } from '../../../dataProvider/methods';
import { defineMutation, useAppMutation } from '../../platform/mutations';
import { MEDIA_TAG_PAGE_SIZE, type MediaPickerOptions, type PickedMedia } from './mediaModel';
import { openMediaPicker } from './pickerStore';

export type { MediaPickerOptions, PickedMedia } from './mediaModel';
export { openMediaPicker } from './pickerStore';

/**
 * Opens the media library's picker (S08) and resolves with the chosen items (`[]` when closed):
 * what an uploader's `pickFromLibrary` calls.
 */
export function pickFromLibrary(options?: MediaPickerOptions): Promise<PickedMedia[]> {
  return openMediaPicker(options);
}

/** Query keys of the media library. */
export const mediaKeys = {
  all: ['media'] as const,
  list: (query: MediaQuery) => ['media', 'list', query] as const,
  tags: ['media', 'tags'] as const,
};

/** One page of media (S19: 18). */
export function useMediaList(query: MediaQuery) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: mediaKeys.list(query),
    queryFn: () => dataProvider.mediaList(query),
    placeholderData: keepPreviousData,
    throwOnError: false,
    retry: false,
  });
}

/** The media tags (S19: 100 at once). */
export function useMediaTags() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: mediaKeys.tags,
    queryFn: async () => (await dataProvider.mediaTags({ per_page: MEDIA_TAG_PAGE_SIZE })).data,
    throwOnError: false,
    retry: false,
  });
}

/** A write of the library: on success its message (E10), and the media and tags reload. */
const library = { invalidate: [mediaKeys.all], refresh: false } as const;

/** Writes of the media library (the mutation table test walks each one). */
export const mediaWrites = {
  upload: defineMutation<MediaUpload>({
    name: 'media.upload',
    call: (dp, upload) => dp.mediaUpload(upload),
    done: 'app.media.upload.success',
    ...library,
  }),
  /** Tags (`type` 0) or untags (1) the chosen media. */
  tagging: defineMutation<{ tag_id: number; type: 0 | 1; ids: readonly number[] }>({
    name: 'media.tagging',
    call: (dp, body) => dp.mediaTagging(body),
    done: (_r, { type }) => (type === 0 ? 'app.media.tagged' : 'app.media.untagged'),
    ...library,
  }),
  remove: defineMutation<{ tag_id: number; ids: readonly number[] }>({
    name: 'media.remove',
    call: (dp, body) => dp.mediaDelete(body),
    done: 'app.media.deleted',
    ...library,
  }),
  /**
   * Adds a tag, or renames it when `id` is given, with the tag's `revision` as read (a stale one is
   * a 409: the tags are asked again so that the list shows their name).
   */
  saveTag: defineMutation<{ id?: number; name: string; revision?: number }>({
    name: 'media.saveTag',
    call: (dp, { id, name, revision }) =>
      id === undefined
        ? dp.mediaTagAdd({ name })
        : dp.mediaTagEdit({ id, name, ...(revision === undefined ? {} : { revision }) }),
    done: 'app.media.saved',
    refreshOnConflict: true,
    ...library,
  }),
  removeTag: defineMutation<{ id: number }>({
    name: 'media.removeTag',
    call: (dp, body) => dp.mediaTagDelete(body),
    done: 'app.media.deleted',
    ...library,
  }),
};

export const useMediaUpload = () => useAppMutation(mediaWrites.upload);
export const useMediaTagging = () => useAppMutation(mediaWrites.tagging);
export const useMediaRemove = () => useAppMutation(mediaWrites.remove);
/** The tag dialog says a failure itself: the merge view for a stale rename, else the notification. */
export const useSaveMediaTag = () => useAppMutation(mediaWrites.saveTag, { notifyError: false });
export const useRemoveMediaTag = () => useAppMutation(mediaWrites.removeTag);
