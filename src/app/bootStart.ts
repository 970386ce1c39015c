import { isChunkLoadError, reloadOnce, type ReloadEnv } from '../platform/chunkReload';

/** The class index.html's inline script sets on <html> when it draws the login card (deploy/bootShell.mjs). */
export const LOGIN_CARD_CLASS = 'boot-login';

/**
 * index.html's entry (`src/boot.ts`). When index.html draws the login card, the page paints it
 * before the app's code runs (`main.tsx`, which index.html's script preloads after that paint):
 * evaluating that takes the main thread for a while, and a browser that has it at hand before its
 * first frame runs it first and shows nothing until then (issue 8). Signed in ("…"), or in a hidden
 * tab (no frames), the code runs at once.
 */
export function afterFirstPaint(doc: Document = document): Promise<void> {
  if (doc.visibilityState === 'hidden' || !doc.documentElement.classList.contains(LOGIN_CARD_CLASS))
    return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** Starts the app (after the login card's first paint); its chunk failing to load (a new deploy) reloads once. */
export function start(
  load: () => Promise<unknown> = () => import('../main'),
  env?: ReloadEnv,
): Promise<void> {
  return afterFirstPaint()
    .then(load)
    .then(
      () => undefined,
      (error: unknown) => {
        if (!(isChunkLoadError(error) && reloadOnce(env))) throw error;
      },
    );
}
