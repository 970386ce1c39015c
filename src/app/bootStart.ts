import { isChunkLoadError, reloadOnce, type ReloadEnv } from '../registry/chunkReload';

/**
 * index.html's entry (`src/boot.ts`). The page first paints what index.html draws (the login card, or "…"), then
 * the app's code runs (`main.tsx`, preloaded from index.html meanwhile): evaluating it takes the
 * main thread for a while, and a browser that has it at hand before its first frame would run it
 * first and show nothing until then (issue 8). A hidden tab (no frames) runs it at once.
 */
export function afterFirstPaint(doc: Document = document): Promise<void> {
  if (doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** Starts the app after the first paint; its chunk failing to load (a new deploy) reloads once. */
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
