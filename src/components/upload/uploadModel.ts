import { UPLOAD_MAX_BYTES } from '../../../deploy/limits.mjs';

/**
 * The rules of the uploaders (spec §5, V08-V13, V15): which files a picture or file uploader takes,
 * checked before any request. Each refusal is a message key of `app.upload.*` and its values.
 */

/** 20M: the picture uploader's limit (V08). */
export const PICTURE_MAX_BYTES = 20 * 1024 * 1024;
/** 100M: the file uploader's limit (V10), the one nginx's body limit is made from (deploy/limits.mjs). */
export const FILE_MAX_BYTES = UPLOAD_MAX_BYTES;
/** V09: the picture uploader's default extensions. */
export const PICTURE_EXTENSIONS = ['jpg', 'png', 'jpeg'] as const;
/** V11: the file uploader's default extensions. */
export const FILE_EXTENSIONS = ['xls', 'xlsx', 'doc', 'docx', 'amr', 'mp3', 'wav', 'aac', 'm4a'] as const;
/** V12: how many files an uploader holds unless told otherwise. */
export const DEFAULT_LIMIT = 1;
/** E18: how long "upload success" stays before the uploader is idle again. */
export const SUCCESS_SHOWN_MS = 500;

export type UploadKind = 'picture' | 'file';

export interface UploadRules {
  kind: UploadKind;
  maxBytes: number;
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  limit: number;
}

export function uploadRules(
  kind: UploadKind,
  overrides: Partial<Omit<UploadRules, 'kind'>> = {},
): UploadRules {
  return {
    kind,
    maxBytes: overrides.maxBytes ?? (kind === 'picture' ? PICTURE_MAX_BYTES : FILE_MAX_BYTES),
    extensions: (overrides.extensions ?? (kind === 'picture' ? PICTURE_EXTENSIONS : FILE_EXTENSIONS)).map(
      (e) => e.toLowerCase(),
    ),
    limit: overrides.limit ?? DEFAULT_LIMIT,
  };
}

/** A refusal: the key under `app.upload.` and the values of its message. */
export interface Refusal {
  key: 'too_big_picture' | 'too_big_file' | 'wrong_extension' | 'too_many' | 'empty';
  values?: Record<string, string>;
}

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const match = /\.([^./\\]+)$/.exec(name);
  return match ? match[1].toLowerCase() : '';
}

/** The `accept` attribute of the file input (a hint to the picker; `checkFiles` decides). */
export function acceptOf(rules: UploadRules): string {
  return rules.extensions.map((e) => `.${e}`).join(',');
}

/** Only what `checkFiles` reads of a file (a `File`, or a stand-in in tests). */
export interface FileLike {
  name: string;
  size: number;
}

/**
 * Checks the chosen files against the rules, given how many the uploader already holds: V12 the
 * count, then per file V13 empty (a directory reads as an empty file), V09/V11 the extension,
 * V08/V10 the size. The first refusal, or `undefined` when all may be uploaded.
 */
export function checkFiles(files: readonly FileLike[], rules: UploadRules, held = 0): Refusal | undefined {
  if (files.length + held > rules.limit) return { key: 'too_many' };
  for (const file of files) {
    if (file.size === 0) return { key: 'empty' };
    const ext = extensionOf(file.name);
    if (!rules.extensions.includes(ext)) return { key: 'wrong_extension', values: { ext } };
    if (file.size > rules.maxBytes)
      return { key: rules.kind === 'picture' ? 'too_big_picture' : 'too_big_file' };
  }
  return undefined;
}

/** What a clipboard item exposes (a `DataTransferItem`). */
export interface ClipboardItemLike {
  kind: string;
  type: string;
  getAsFile(): File | null;
}

/** V15: of a paste, only the items that are image files. */
export function pastedImages(items: Iterable<ClipboardItemLike>): File[] {
  const files: File[] = [];
  for (const item of items) {
    if (item.kind !== 'file' || !item.type.startsWith('image/')) continue;
    const file = item.getAsFile();
    if (file) files.push(file);
  }
  return files;
}

/** A file pasted from the clipboard is often called `image.png` or has no name: give it one. */
export function namedPaste(file: File, now = Date.now()): File {
  if (extensionOf(file.name)) return file;
  const ext = file.type.split('/')[1]?.replace('jpeg', 'jpg') || 'png';
  return new File([file], `paste-${now}.${ext}`, { type: file.type });
}
