import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS, fillPath } from '../paths';
import { request, unwrapData } from './request';

/** One photo of a customer's gallery (shown on the profile, can become the avatar). */
export const galleryPhotoSchema = z.object({ id: z.number().int(), url: z.string() });
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

/**
 * `GET customer/self-introduction/{id}` (spec §7): the customer's own words and the photos of
 * their gallery.
 */
export const selfIntroductionSchema = z.preprocess(
  unwrapData,
  z.object({
    content: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    gallery: z
      .array(galleryPhotoSchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
);
export type SelfIntroduction = z.infer<typeof selfIntroductionSchema>;

/** `POST customer/gallery-to-avatar {id, gallery_id}`: the customer's new avatar. */
export const galleryToAvatarSchema = z.preprocess(
  unwrapData,
  z.object({ id: z.number().int(), avatar: z.string() }),
);

/** The body of `gallery-to-avatar`: the customer and the photo that becomes the avatar. */
export interface GalleryToAvatarParams {
  readonly id: number;
  readonly gallery_id: number;
}

export function customerDetailMethods(client: AxiosInstance) {
  return {
    /** A customer's self-introduction and photo gallery (issue 11, profile tab). */
    selfIntroduction: (id: number) =>
      request(client, 'GET', fillPath(API_PATHS.customer.selfIntroduction, { id }), selfIntroductionSchema),
    /** Makes a gallery photo the customer's avatar. */
    galleryToAvatar: (params: GalleryToAvatarParams) =>
      request(client, 'POST', API_PATHS.customer.galleryToAvatar, galleryToAvatarSchema, params),
  };
}
