import type { MediaItem, MediaType } from '../../../dataProvider/methods';

/** Spec §9 S19: media per page, tags per request. */
export const MEDIA_PAGE_SIZE = 18;
export const MEDIA_TAG_PAGE_SIZE = 100;
/** The virtual "all" tag (spec §3: id 0). */
export const ALL_TAGS = 0;
/** Spec §5 V07: images uploaded into the library. */
export const LIBRARY_IMAGE_LIMIT = 5_242_880;
/** Spec §9: what the picker lets through by default (20M). */
export const PICKER_SIZE_LIMIT = 20 * 1024 * 1024;
export const MEDIA_TYPES: readonly MediaType[] = [0, 1];

/** Extensions the picker accepts by default, by media type. */
export const DEFAULT_ACCEPT: Readonly<Record<MediaType, readonly string[]>> = {
  0: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'],
  1: ['mp4', 'mov', 'webm', 'm4v'],
};

/** What the library's upload input offers, by media type. */
export const UPLOAD_ACCEPT: Readonly<Record<MediaType, string>> = {
  0: '.jpg,.jpeg,.png,.gif,.webp,.svg',
  1: '.mp4,.mov,.webm,.m4v',
};

/** A chosen media item, as the picker returns it (S08). */
export interface PickedMedia {
  readonly id: number;
  readonly url: string;
}

/** What the caller of the picker allows. */
export interface MediaPickerOptions {
  /** Which tab opens (default images). */
  readonly type?: MediaType;
  /** Accepted extensions without the dot (default by type). */
  readonly accept?: readonly string[];
  /** Largest accepted item in bytes (default 20M). */
  readonly maxSize?: number;
  /** How many items may be chosen (default any; 1 replaces the choice). */
  readonly max?: number;
}

/** The lower-case extension of a path or name ('' when none). */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(name.split(/[?#]/)[0] ?? '');
  return match ? match[1].toLowerCase() : '';
}

/** The extension of a media item: its path decides (spec §3), else its name. */
export function itemExtension(item: Pick<MediaItem, 'path' | 'name'>): string {
  return extensionOf(item.path) || extensionOf(item.name);
}

/** V07: the i18n key of why a file may not be uploaded into the library, or undefined. */
export function uploadProblem(file: Pick<File, 'size'>, type: MediaType): string | undefined {
  if (type === 0 && file.size > LIBRARY_IMAGE_LIMIT) return 'app.media.upload.too_large';
  return undefined;
}

/**
 * V14: the extension of an item the picker refuses (over the size limit, or an extension not
 * accepted), or undefined when it may be chosen.
 */
export function pickRefusal(item: MediaItem, options: MediaPickerOptions): string | undefined {
  const ext = itemExtension(item);
  const accept = (options.accept ?? DEFAULT_ACCEPT[item.type]).map((e) => e.replace(/^\./, '').toLowerCase());
  const maxSize = options.maxSize ?? PICKER_SIZE_LIMIT;
  if (!accept.includes(ext) || item.size > maxSize) return ext;
  return undefined;
}

/**
 * S08: a click toggles the item; with `max` 1 the click replaces the choice; `undefined` when the
 * item would go over `max`.
 */
export function toggleChoice(
  chosen: ReadonlyMap<number, MediaItem>,
  item: MediaItem,
  max?: number,
): Map<number, MediaItem> | undefined {
  const next = new Map(chosen);
  if (next.has(item.id)) {
    next.delete(item.id);
    return next;
  }
  if (max === 1) return new Map([[item.id, item]]);
  if (max !== undefined && next.size >= max) return undefined;
  next.set(item.id, item);
  return next;
}

/** What the picker returns: id and url of each chosen item, in the order chosen. */
export function pickedOf(chosen: ReadonlyMap<number, MediaItem>): PickedMedia[] {
  return [...chosen.values()].map(({ id, url }) => ({ id, url }));
}

/** Number of pages of a list. */
export function pageCount(total: number, perPage = MEDIA_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / perPage));
}
