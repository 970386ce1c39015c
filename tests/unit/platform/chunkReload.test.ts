import { describe, expect, it, vi } from 'vitest';
import { importWithReload, installChunkReload } from '../../../src/platform/chunks';
import { DRAFTS_STORAGE_KEY, findDraft, registerDraftSource } from '../../../src/platform/drafts';
import {
  browserEnv,
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_TTL_MS,
  CHUNK_TIMEOUT_MS,
  ChunkTimeoutError,
  isChunkLoadError,
  reloadOnce,
  type ReloadEnv,
} from '../../../src/platform/chunkReload';

function env() {
  const store = new Map<string, string>();
  const reload = vi.fn<() => void>();
  const result: ReloadEnv & { store: Map<string, string>; reload: typeof reload } = {
    store,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    reload,
  };
  return result;
}

describe('chunk load failure after a deploy', () => {
  it('recognises the browsers’ chunk-load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads only once (a flag in sessionStorage), and again after the flag expires (a second deploy)', () => {
    let now = 1_000_000;
    const e = { ...env(), now: () => now };
    expect(reloadOnce(e)).toBe(true);
    expect(e.store.has(CHUNK_RELOAD_KEY)).toBe(true);
    now += CHUNK_RELOAD_TTL_MS - 1;
    expect(reloadOnce(e)).toBe(false);
    expect(e.reload).toHaveBeenCalledTimes(1);
    now += 2;
    expect(reloadOnce(e)).toBe(true);
    expect(e.reload).toHaveBeenCalledTimes(2);
  });

  it('a chunk that does not arrive within 120 s fails with a timeout, without reloading', async () => {
    vi.useFakeTimers();
    try {
      const e = env();
      const pending = importWithReload(() => new Promise<never>(() => undefined), e);
      const settled = pending.catch((error: unknown) => error);
      vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
      await Promise.resolve();
      vi.advanceTimersByTime(1);
      const error = await settled;
      expect(error).toBeInstanceOf(ChunkTimeoutError);
      expect(isChunkLoadError(error)).toBe(true);
      expect(e.reload).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads on vite:preloadError and prevents the default (the error is not thrown)', () => {
    const e = env();
    const uninstall = installChunkReload(window, e);
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(e.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(e.reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('a failing lazy import reloads once; later failures are thrown', async () => {
    const e = env();
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: x'));
    const pending = importWithReload(failing, e);
    await Promise.resolve();
    await Promise.resolve();
    expect(e.reload).toHaveBeenCalledTimes(1);
    void pending;
    await expect(importWithReload(failing, e)).rejects.toThrow(/dynamically imported/);
    await expect(importWithReload(() => Promise.reject(new Error('bug')), env())).rejects.toThrow('bug');
    await expect(importWithReload(() => Promise.resolve(42), e)).resolves.toBe(42);
  });

  it("keeps the dirty forms' values as drafts before the browser reloads (issue 40)", () => {
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    const stop = registerDraftSource(() => ({
      userId: '1',
      path: '/store/create',
      values: { name: 'typed before the deploy' },
      savedAt: Date.now(),
    }));
    const reload = vi.fn(() =>
      expect(findDraft('1', '/store/create')?.values).toEqual({ name: 'typed before the deploy' }),
    );
    try {
      expect(reloadOnce(browserEnv(reload))).toBe(true);
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      stop();
      sessionStorage.removeItem(CHUNK_RELOAD_KEY);
      localStorage.removeItem(DRAFTS_STORAGE_KEY);
    }
  });
});
