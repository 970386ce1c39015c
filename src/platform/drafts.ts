/**
 * Unsaved form values kept across a page reload the user did not ask for (issue 9, issue 40): a
 * forced logout (E02), a login or logout in another browser tab, a chunk reload after a deploy.
 * Each mounted form registers a snapshot function; right before such a reload the dirty ones are
 * written to localStorage for their user, page and form, and offered back when that user opens
 * that form again.
 *
 * What a draft may hold, and for how long:
 * - Never a secret. A value is dropped from the snapshot when its field's name says it is one
 *   (`SECRET_FIELD`: passwords, secrets such as a WeChat AppSecret, payment `api_key`s, tokens, AES
 *   and private keys), at any depth, or when the form marks the field as one: a password input
 *   (the registry's `password` widget, the settings pages' `secret` fields) or a name in `secrets`.
 * - Only for its user: it is offered to no one else, and a login as another user wipes it
 *   (userStorage.ts); so does a logout the user asks for.
 * - At most `DRAFT_TTL_MS` (24 hours): older drafts are dropped whenever drafts are read or written.
 */
export const DRAFTS_STORAGE_KEY = 'blind.drafts';

/** How long a draft is kept. */
export const DRAFT_TTL_MS = 24 * 60 * 60_000;

/** Field names that hold a secret, whatever form they are in. */
export const SECRET_FIELD = /pass(word|wd)|pwd|secret|api_?key|token|aes_?key|private_?key|credential/i;

export interface Draft {
  /** The user the values belong to (never offered to another user). */
  userId: string;
  /** The page of the form: its tab's identity (`/store/create`, `/customer/detail?id=3`). */
  path: string;
  /** Which form of the page, for a page with several (`follow-up`, `customer-profile`). */
  form?: string;
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value without its secrets: keys `SECRET_FIELD` matches or `paths` names (dotted), at any depth. */
export function withoutSecrets(value: unknown, paths: readonly string[] = [], prefix = ''): unknown {
  if (Array.isArray(value))
    return value.map((item, index) => withoutSecrets(item, paths, `${prefix}${index}.`));
  if (!isRecord(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const path = `${prefix}${key}`;
    if (SECRET_FIELD.test(key) || paths.includes(path)) continue;
    kept[key] = withoutSecrets(item, paths, `${path}.`);
  }
  return kept;
}

const isDraft = (value: unknown): value is Draft =>
  isRecord(value) &&
  typeof value.userId === 'string' &&
  typeof value.path === 'string' &&
  (value.form === undefined || typeof value.form === 'string') &&
  isRecord(value.values) &&
  typeof value.savedAt === 'number';

const fresh = (draft: Draft, now: number) => now - draft.savedAt < DRAFT_TTL_MS;

function writeAll(drafts: readonly Draft[]): void {
  const now = Date.now();
  const kept = drafts.filter((d) => fresh(d, now));
  try {
    if (kept.length === 0) localStorage.removeItem(DRAFTS_STORAGE_KEY);
    else localStorage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: nothing more can be kept.
  }
}

/** The kept drafts; expired or unreadable ones are dropped from the storage on the way. */
function readAll(): Draft[] {
  let stored: unknown[];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DRAFTS_STORAGE_KEY) ?? '[]');
    stored = Array.isArray(parsed) ? parsed : [];
  } catch {
    stored = [];
  }
  const now = Date.now();
  const drafts = stored.filter(isDraft).filter((d) => fresh(d, now));
  if (drafts.length !== stored.length) writeAll(drafts);
  return drafts;
}

const samePlace = (draft: Draft, userId: string, path: string, form: string | undefined) =>
  draft.userId === userId && draft.path === path && draft.form === form;

/** Writes the dirty values of every mounted form, secrets left out (called right before a reload). */
export function persistDrafts(): number {
  const taken = [...live]
    .map((snapshot) => snapshot())
    .filter((d): d is Draft => d !== undefined)
    .map((d) => ({ ...d, values: withoutSecrets(d.values) as Record<string, unknown> }));
  if (taken.length === 0) return 0;
  const kept = readAll().filter((old) => !taken.some((d) => samePlace(old, d.userId, d.path, d.form)));
  writeAll([...kept, ...taken]);
  return taken.length;
}

/** The kept draft of a user's form on a page, if any. */
export function findDraft(userId: string, path: string, form?: string): Draft | undefined {
  return readAll().find((d) => samePlace(d, userId, path, form));
}

/** Forgets a draft once restored or declined. */
export function dropDraft(userId: string, path: string, form?: string): void {
  writeAll(readAll().filter((d) => !samePlace(d, userId, path, form)));
}

/** Forgets the drafts of every user but this one (another user signed in). */
export function keepDraftsOf(userId: string): void {
  writeAll(readAll().filter((d) => d.userId === userId));
}

/** Forgets every draft (a logout). */
export function wipeDrafts(): void {
  writeAll([]);
}

/** How long after "restore" the restored values are applied again if the form is reset or remounted. */
export const RESTORE_GRACE_MS = 10_000;

const restored = new Map<string, { values: Record<string, unknown>; at: number }>();
const restoredKey = (userId: string, path: string, form = '') => `${userId}\u0000${path}\u0000${form}`;

/** Remembers values the user just chose to restore on a page. */
export function noteRestored(
  userId: string,
  path: string,
  values: Record<string, unknown>,
  form?: string,
): void {
  restored.set(restoredKey(userId, path, form), { values, at: Date.now() });
}

/**
 * The values restored on this page moments ago: right after the login, the page may still settle
 * (its access check, its form's defaults) and reset or remount the form, which would silently drop
 * what the user asked back; the form applies them again while it is clean within the grace time.
 */
export function recentlyRestored(
  userId: string,
  path: string,
  form?: string,
): Record<string, unknown> | undefined {
  const key = restoredKey(userId, path, form);
  const entry = restored.get(key);
  if (!entry) return undefined;
  if (Date.now() - entry.at > RESTORE_GRACE_MS) {
    restored.delete(key);
    return undefined;
  }
  return entry.values;
}

/** Forgets what was restored (a logout: the next user's forms apply nothing of it). */
export function forgetRestored(): void {
  restored.clear();
}
