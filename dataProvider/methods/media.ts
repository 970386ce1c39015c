import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS } from '../paths';
import { emptyAnswer, request, unwrapData } from './request';

/** Spec §3 media item: 0 image, 1 video (the extension of `path` decides). */
export const mediaItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  path: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  type: z.union([z.literal(0), z.literal(1)]),
  tag_id: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? 0),
  size: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  worker_id: z.number().int().nullish(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** A page of media with the paging meta of spec §3 (total, per_page, current_page). */
export const mediaPageSchema = z.object({
  data: z.array(mediaItemSchema),
  meta: z.object({ total: z.number().int(), per_page: z.number().int(), current_page: z.number().int() }),
});
export type MediaPage = z.infer<typeof mediaPageSchema>;

/** Spec §3 media tag: id, name (the virtual "all" tag 0 is the client's). */
export const mediaTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  attach_count: z.number().int().nullish(),
  revision: z.number().int().optional(),
  updated_at: z.string().optional(),
  updated_by: z.string().optional(),
});
export type MediaTag = z.infer<typeof mediaTagSchema>;

const mediaTagListSchema = z.object({ data: z.array(mediaTagSchema) });
const mediaTagAnswer = z.preprocess(unwrapData, mediaTagSchema);
const mediaItemAnswer = z.preprocess(unwrapData, mediaItemSchema);

export type MediaType = 0 | 1;

/** The query of the media list (spec §7): `tag_id` 0 is every tag. */
export interface MediaQuery {
  readonly type: MediaType;
  readonly tag_id: number;
  readonly page: number;
  readonly per_page: number;
  readonly keyword?: string;
  readonly only_self?: 0 | 1;
  readonly scene?: string;
}

export interface MediaUpload {
  readonly file: File;
  readonly type: MediaType;
  readonly tag_id: number;
}

export function mediaMethods(client: AxiosInstance) {
  return {
    /** One page of the media library. */
    mediaList: (query: MediaQuery) => request(client, 'GET', API_PATHS.media.list, mediaPageSchema, query),
    /** Uploads a file into the library (multipart `{file, name, type, tag_id}`), under the current tag. */
    mediaUpload: async ({ file, type, tag_id }: MediaUpload): Promise<MediaItem> => {
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('name', file.name);
      form.append('type', String(type));
      form.append('tag_id', String(tag_id));
      const response = await client.post<unknown>(API_PATHS.media.upload, form);
      return mediaItemAnswer.parse(response.data);
    },
    /** Deletes media (`tag_id` the tag on screen). */
    mediaDelete: (body: { tag_id: number; ids: readonly number[] }) =>
      request(client, 'POST', API_PATHS.media.delete, emptyAnswer, body),
    /** The media tags (spec §9: 100 per page). */
    mediaTags: (query: { per_page: number; keyword?: string }) =>
      request(client, 'GET', API_PATHS.media.tagList, mediaTagListSchema, query),
    mediaTagAdd: (body: { name: string }) =>
      request(client, 'POST', API_PATHS.media.tagAdd, mediaTagAnswer, body),
    /** A rename; `revision` is the tag's as read: a stale one is a 409 (`conflictOf`). */
    mediaTagEdit: (body: { id: number; name: string; revision?: number }) =>
      request(client, 'POST', API_PATHS.media.tagEdit, mediaTagAnswer, body),
    mediaTagDelete: (body: { id: number }) =>
      request(client, 'POST', API_PATHS.media.tagDelete, emptyAnswer, body),
    /** Tags (type 0) or untags (type 1) media. */
    mediaTagging: (body: { tag_id: number; type: 0 | 1; ids: readonly number[] }) =>
      request(client, 'POST', API_PATHS.media.tagging, emptyAnswer, body),
  };
}
