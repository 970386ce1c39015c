import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { MediaQuery } from '../../../dataProvider/methods';
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

/**
 * A write of the library: on success the message (E10), the media and tags reload and `onDone`
 * runs; a failure is told by the client and changes nothing here.
 */
export function useMediaMutation<P>(
  call: (dataProvider: AppDataProvider, params: P) => Promise<unknown>,
  successKey: string,
  onDone?: () => void,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  return useMutation({
    mutationFn: (params: P) => call(dataProvider, params),
    onSuccess: () => {
      notify(translate(successKey), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
      onDone?.();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}
