/**
 * Unsaved form values kept across a forced logout (E02 reloads the page, issue 9): each mounted
 * form registers a snapshot function; when the session expires the dirty ones are written to
 * localStorage for their user and page, and offered back after the user logs in again.
 */
export const DRAFTS_STORAGE_KEY = 'blind.drafts';

export interface Draft {
  /** The user the values belong to (never offered to another user). */
  userId: string;
  /** The page of the form (pathname, e.g. `/store/create`). */
  path: string;
  values: Record<string, unknown>;
  savedAt: number;
}

type Snapshot = () => Draft | undefined;

const live = new Set<Snapshot>();

/** A mounted form registers how to read its dirty values; returns the unregister function. */
export function registerDraftSource(snapshot: Snapshot): () => void {
  live.add(snapshot);
  return () => live.delete(snapshot);
}

function readAll(): Draft[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DRAFTS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Draft[]) : [];
  } catch {
    return [];
  }
}

function writeAll(drafts: readonly Draft[]): void {
  try {
    if (drafts.length === 0) localStorage.removeItem(DRAFTS_STORAGE_KEY);
    else localStorage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify(drafts));
  } catch {
    // Storage full or refused: nothing more can be kept.
  }
}

/** Writes the dirty values of every mounted form (called right before the E02 reload). */
export function persistDrafts(): number {
  const fresh = [...live].map((snapshot) => snapshot()).filter((d): d is Draft => d !== undefined);
  if (fresh.length === 0) return 0;
  const kept = readAll().filter((old) => !fresh.some((d) => d.userId === old.userId && d.path === old.path));
  writeAll([...kept, ...fresh]);
  return fresh.length;
}

/** The kept draft of a user on a page, if any. */
export function findDraft(userId: string, path: string): Draft | undefined {
  return readAll().find((d) => d.userId === userId && d.path === path);
}

/** Forgets a draft once restored or declined. */
export function dropDraft(userId: string, path: string): void {
  writeAll(readAll().filter((d) => !(d.userId === userId && d.path === path)));
}
