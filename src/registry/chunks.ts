import {
  createElement,
  lazy,
  useState,
  type ComponentType,
  type FunctionComponent,
  type LazyExoticComponent,
} from 'react';
import { withDeadline } from './deadline';

/**
 * After a deploy, the chunks of the old build are gone: a lazily loaded page of an open tab fails
 * to load. Instead of a blank screen the app reloads itself once (a session-storage flag prevents
 * a reload loop when the chunk is really broken). The flag expires, so the next deploy is handled
 * the same way. A chunk that does not arrive within 120 s (spec §9) fails with a reload offer.
 */
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

const browserEnv = (): ReloadEnv => ({ storage: sessionStorage, reload: () => window.location.reload() });

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

/** A dynamic import that fails with `ChunkTimeoutError` when it takes longer than `ms`. */
export function withTimeout<T>(factory: () => Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return withDeadline(factory(), ms, () => new ChunkTimeoutError());
}

/**
 * Runs a dynamic import; a chunk-load failure reloads the page once (the promise then never
 * settles); a timeout is passed on, so the error screen offers the reload.
 */
export function importWithReload<T>(
  factory: () => Promise<T>,
  env?: ReloadEnv,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return withTimeout(factory, timeoutMs).catch((error: unknown) => {
    if (error instanceof ChunkTimeoutError) throw error;
    if (isChunkLoadError(error) && reloadOnce(env ?? browserEnv())) return new Promise<T>(() => undefined);
    throw error;
  });
}

/** A lazily loaded component that can be asked to load ahead of its first render. */
export interface PreloadableComponent<P extends object> extends FunctionComponent<P> {
  /** Starts loading the chunk (once); settles when it is in. */
  preload(): Promise<void>;
}

/**
 * Starts loading a lazily loaded component's chunk, if it is one (other components are already
 * there). A failure is left to the component, which reports it when it renders.
 */
export function preloadComponent(component: unknown): void {
  if (isPreloadable(component)) component.preload().catch(() => undefined);
}

const isPreloadable = (component: unknown): component is Pick<PreloadableComponent<object>, 'preload'> =>
  component instanceof Function && Reflect.get(component, 'preload') instanceof Function;

/**
 * `React.lazy` whose chunk-load failure reloads the page once, and which can be preloaded. Once its
 * chunk is in, it renders the loaded component directly: a lazy component would suspend once more
 * on its first render, and React holds a revealed Suspense fallback back for 300 ms (issue 8: the
 * first list's request, a bespoke page's first visit waited for that). An instance keeps the type
 * it mounted with, so a remount never throws its state away.
 */
export function lazyWithReload<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () =>
    (loading ??= importWithReload(factory).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(load);
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P> | LazyExoticComponent<ComponentType<P>>>(
      () => loaded ?? Lazy,
    );
    return createElement(Component, props);
  }
  Preloadable.preload = () => load().then(() => undefined);
  return Preloadable;
}
