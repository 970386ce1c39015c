import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  importWithReload,
  installChunkReload,
  isChunkLoadError,
  reloadOnce,
  type ReloadEnv,
} from '../../../src/layout/version/chunkReload';

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

  it('reloads only once per session (a flag in sessionStorage)', () => {
    const e = env();
    expect(reloadOnce(e)).toBe(true);
    expect(e.store.has(CHUNK_RELOAD_KEY)).toBe(true);
    expect(reloadOnce(e)).toBe(false);
    expect(e.reload).toHaveBeenCalledTimes(1);
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
});
