/**
 * After a deploy, the chunks of the old build are gone: a lazily loaded page of an open tab fails
 * to load. Instead of a blank screen the app reloads itself once (a session-storage flag prevents
 * a reload loop when the chunk is really broken). The flag expires, so the next deploy is handled
 * the same way. A chunk that does not arrive within 120 s (spec §9) fails with a reload offer.
 *
 * The dirty forms' values are kept as drafts before the reload (drafts.ts, issue 40).
 *
 * No React here: index.html's entry (`src/boot.ts`) reloads with it before anything else has loaded.
 */
import { persistDrafts } from './drafts';

export const CHUNK_RELOAD_KEY = 'blind.chunk-reload';
/** How long the reload-once flag holds: a reload within it means the chunk itself is broken. */
export const CHUNK_RELOAD_TTL_MS = 5 * 60_000;
/** Spec §9: chunk load timeout. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A chunk that did not load within `CHUNK_TIMEOUT_MS`. */
export class ChunkTimeoutError extends Error {
  constructor() {
    super('Loading chunk timed out');
    this.name = 'ChunkTimeoutError';
  }
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkTimeoutError) return true;
  if (error instanceof Error) return CHUNK_ERROR.test(error.message);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
}

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now?: () => number;
}

/** The browser's: the flag in session storage; the dirty forms' drafts kept, then the page reloaded. */
export const browserEnv = (reload: () => void = () => window.location.reload()): ReloadEnv => ({
  storage: sessionStorage,
  reload: () => {
    persistDrafts();
    reload();
  },
});

/** Reloads the page unless it already did within the last 5 minutes; true when it reloads. */
export function reloadOnce(env: ReloadEnv = browserEnv()): boolean {
  const now = (env.now ?? Date.now)();
  try {
    const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY));
    if (last && now - last < CHUNK_RELOAD_TTL_MS) return false;
    env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}
