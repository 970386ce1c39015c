import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * After a deploy, the chunks of the old build are gone: a lazily loaded page of an open tab fails
 * to load. Instead of a blank screen the app reloads itself once (a session-storage flag prevents
 * a reload loop when the chunk is really broken).
 */
export const CHUNK_RELOAD_KEY = 'blind.chunk-reload';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return CHUNK_ERROR.test(error.message);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
}

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now?: () => number;
}

const browserEnv = (): ReloadEnv => ({ storage: sessionStorage, reload: () => window.location.reload() });

/** Reloads the page unless it already did in this session; true when it reloads. */
export function reloadOnce(env: ReloadEnv = browserEnv()): boolean {
  try {
    if (env.storage.getItem(CHUNK_RELOAD_KEY)) return false;
    env.storage.setItem(CHUNK_RELOAD_KEY, String((env.now ?? Date.now)()));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** Listens to Vite's `vite:preloadError` and to unhandled chunk-load rejections. */
export function installChunkReload(target: Window = window, env?: ReloadEnv): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnce(env ?? browserEnv())) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason) && reloadOnce(env ?? browserEnv())) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Runs a dynamic import; a chunk-load failure reloads the page once (the promise then never settles). */
export function importWithReload<T>(factory: () => Promise<T>, env?: ReloadEnv): Promise<T> {
  return factory().catch((error: unknown) => {
    if (isChunkLoadError(error) && reloadOnce(env ?? browserEnv())) return new Promise<T>(() => undefined);
    throw error;
  });
}

/** `React.lazy` whose chunk-load failure reloads the page once. */
export function lazyWithReload<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWithReload(factory));
}
