import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS } from '../paths';
import { unwrapData } from './request';

/** The scene every upload of the back office is filed under (spec §7). */
export const UPLOAD_SCENE = 'admin';

/**
 * How long an upload may take: 10 minutes (a 100M file at about 1.4 Mbit/s). The client's 30 s
 * timeout of every other request (spec §9) would cut a large file midway (issue 40).
 */
export const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

/** `POST /file/upload` answers where the file now is: `host` + `path`. */
export const uploadAnswerSchema = z.preprocess(
  unwrapData,
  z.object({ host: z.string().default(''), path: z.string().min(1) }).transform((v) => ({
    ...v,
    url: `${v.host.replace(/\/+$/, '')}${v.path.startsWith('/') || !v.host ? '' : '/'}${v.path}`,
  })),
);
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** `POST attach/base64` answers the stored image's address (`url`, or `host` + `path`). */
export const base64AnswerSchema = z.preprocess(
  unwrapData,
  z.union([
    z.object({ url: z.string().min(1) }).transform((v) => v.url),
    uploadAnswerSchema.transform((v) => v.url),
  ]),
);

/** Progress of an upload as a share 0..1. */
export type OnProgress = (share: number) => void;

/** The uploads (spec §7 "Files and media"): a file as multipart, an image as base64. */
export function uploadMethods(client: AxiosInstance) {
  return {
    /**
     * `POST /file/upload` multipart `{file, filename, scene: admin, property: {"size": n}}`: the
     * file's address; an answer with `code` rejects with its text (E06).
     */
    uploadFile: async (file: File, onProgress?: OnProgress): Promise<UploadAnswer> => {
      const form = new FormData();
      form.append('file', file);
      form.append('filename', file.name);
      form.append('scene', UPLOAD_SCENE);
      form.append('property', JSON.stringify({ size: file.size }));
      const response = await client.post<unknown>(API_PATHS.files.upload, form, {
        timeout: UPLOAD_TIMEOUT_MS,
        onUploadProgress: (e) => onProgress?.(e.total ? e.loaded / e.total : (e.progress ?? 0)),
      });
      return uploadAnswerSchema.parse(response.data);
    },
    /** `POST attach/base64 {base64_data}` (the avatar cropper's PNG): the image's address. */
    uploadBase64: async (base64Data: string): Promise<string> => {
      const response = await client.post<unknown>(
        API_PATHS.files.attachBase64,
        { base64_data: base64Data },
        { timeout: UPLOAD_TIMEOUT_MS },
      );
      return base64AnswerSchema.parse(response.data);
    },
  };
}
