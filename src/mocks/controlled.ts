/**
 * msw's worker unregisters itself when the last page it controls closes. A page that replaces the
 * last one (a reload, a typed address) can load in that moment and end up not controlled, even
 * though `worker.start()` then resolves: every call of that page would miss the demo API (404s).
 * Such a page waits a moment for the worker to claim it, else reloads once (the registration is
 * active again by then and controls the new load).
 */
export interface ControlDeps {
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener'>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  waitMs?: number;
}

const RELOADED_KEY = 'demo-api-reloaded';

/** Resolves once the page is controlled; when it reloads instead, never settles. */
export async function ensureControlled({
  container,
  storage,
  reload,
  waitMs = 1500,
}: ControlDeps): Promise<void> {
  if (!container.controller) {
    await new Promise<void>((resolve) => {
      const done = () => {
        container.removeEventListener('controllerchange', done);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, waitMs);
      container.addEventListener('controllerchange', done);
    });
  }
  if (container.controller) {
    storage.removeItem(RELOADED_KEY);
    return;
  }
  // Once only: a second uncontrolled load is a real failure, shown by the boot-failure screen.
  if (storage.getItem(RELOADED_KEY))
    throw new Error('demo API: the service worker does not control this page');
  storage.setItem(RELOADED_KEY, '1');
  reload();
  await new Promise<never>(() => undefined);
}
