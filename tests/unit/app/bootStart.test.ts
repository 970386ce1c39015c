import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_CARD_CLASS, afterFirstPaint, start } from '../../../src/app/bootStart';
import type { ReloadEnv } from '../../../src/platform/chunkReload';

afterEach(() => {
  document.documentElement.classList.remove(LOGIN_CARD_CLASS);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A frame clock of our own: frames run when `frame()` is called. */
function frames() {
  const callbacks: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callbacks.push(callback));
  return () => callbacks.splice(0).forEach((callback) => callback(performance.now()));
}

function memoryEnv(): ReloadEnv & { reloads: number } {
  const store = new Map<string, string>();
  const env = {
    reloads: 0,
    storage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
    reload: () => void (env.reloads += 1),
  };
  return env;
}

describe("index.html's entry: the page paints before the app's code runs (issue 8)", () => {
  it('with the login card drawn, loads the app only after a frame, in a task of its own after it', async () => {
    document.documentElement.classList.add(LOGIN_CARD_CLASS);
    const frame = frames();
    const load = vi.fn(() => Promise.resolve());
    const started = start(load);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    frame();
    expect(load).not.toHaveBeenCalled();
    await started;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('signed in ("…"), or in a hidden tab (no frames), starts at once', async () => {
    frames();
    const signedIn = vi.fn(() => Promise.resolve());
    await start(signedIn);
    expect(signedIn).toHaveBeenCalledTimes(1);
    document.documentElement.classList.add(LOGIN_CARD_CLASS);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await expect(afterFirstPaint()).resolves.toBeUndefined();
    const load = vi.fn(() => Promise.resolve());
    await start(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("the app's chunk failing to load (a new deploy) reloads the page once; another error is passed on", async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const env = memoryEnv();
    const chunkError = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js'));
    await start(chunkError, env);
    expect(env.reloads).toBe(1);
    // A second failure within minutes is a broken chunk, not a deploy: no reload loop.
    await expect(start(chunkError, env)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(env.reloads).toBe(1);
    await expect(start(() => Promise.reject(new Error('boom')), memoryEnv())).rejects.toThrow('boom');
  });
});
