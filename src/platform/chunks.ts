import {
  createElement,
  lazy,
  useState,
  type ComponentType,
  type FunctionComponent,
  type LazyExoticComponent,
} from 'react';
import {
  browserEnv,
  ChunkTimeoutError,
  CHUNK_TIMEOUT_MS,
  isChunkLoadError,
  reloadOnce,
  type ReloadEnv,
} from './chunkReload';
import { withDeadline } from './deadline';

// Loading chunks with a deadline and a reload on failure (the reload itself: chunkReload.ts).

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

/**
 * Loads a lazily loaded component's chunk (if it is one) and settles when it is in; never rejects:
 * a failure is left to the component, which reports it when it renders.
 */
export function loadComponent(component: unknown): Promise<void> {
  return isPreloadable(component) ? component.preload().catch(() => undefined) : Promise.resolve();
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
