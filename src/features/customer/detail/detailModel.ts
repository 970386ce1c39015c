/** Pure helpers of the customer detail page (issue 11). */

/** Session storage key of the ids of the customer list the user last saw (previous / next). */
export const LIST_IDS_KEY = 'blind.customer-detail.list-ids';

/** Keeps the ids of the customer list page on screen, for the detail page's previous / next. */
export function rememberListIds(ids: readonly unknown[], storage: Storage | undefined = sessionStorageOf()) {
  const numbers = ids.filter((id): id is number => typeof id === 'number');
  if (!storage || numbers.length === 0) return;
  try {
    storage.setItem(LIST_IDS_KEY, JSON.stringify(numbers));
  } catch {
    // A full or refused storage only loses previous / next.
  }
}

/** The remembered ids, `[]` when none (or unreadable). */
export function rememberedListIds(storage: Storage | undefined = sessionStorageOf()): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LIST_IDS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function sessionStorageOf(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export interface Neighbours {
  previous?: number;
  next?: number;
  /** 1-based position in the list; 0 when the customer is not in it. */
  index: number;
  total: number;
}

/** The customers before and after `id` in the remembered list. */
export function neighboursOf(ids: readonly number[], id: number): Neighbours {
  const at = ids.indexOf(id);
  if (at === -1) return { index: 0, total: ids.length };
  return { previous: ids[at - 1], next: ids[at + 1], index: at + 1, total: ids.length };
}

/** The customer id of the page's `id` query parameter; `undefined` when it is not a positive integer. */
export function customerIdOf(raw: string | null): number | undefined {
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/** Letters shown in the avatar without a picture: the first character (Chinese, as the lists) or initials. */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  if (/^[\u4e00-\u9fff]/.test(trimmed)) return trimmed.slice(0, 1);
  return trimmed
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.slice(0, 1).toUpperCase())
    .join('');
}
