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

/** How long after "restore" the restored values are applied again if the form is reset or remounted. */
export const RESTORE_GRACE_MS = 10_000;

const restored = new Map<string, { values: Record<string, unknown>; at: number }>();
const restoredKey = (userId: string, path: string) => `${userId}\u0000${path}`;

/** Remembers values the user just chose to restore on a page. */
export function noteRestored(userId: string, path: string, values: Record<string, unknown>): void {
  restored.set(restoredKey(userId, path), { values, at: Date.now() });
}

/**
 * The values restored on this page moments ago: right after the login, the page may still settle
 * (its access check, its form's defaults) and reset or remount the form, which would silently drop
 * what the user asked back; the form applies them again while it is clean within the grace time.
 */
export function recentlyRestored(userId: string, path: string): Record<string, unknown> | undefined {
  const key = restoredKey(userId, path);
  const entry = restored.get(key);
  if (!entry) return undefined;
  if (Date.now() - entry.at > RESTORE_GRACE_MS) {
    restored.delete(key);
    return undefined;
  }
  return entry.values;
}
