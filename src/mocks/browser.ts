import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { DEMO_PERSISTENCE_EVENT } from '../../dataProvider/methods/session';
import { FAULT_STORAGE_KEY } from './faults';
import { withDeadline } from '../platform/deadline';
import { ensureControlled } from './controlled';
import { socketHandlers } from './socketLink';
import { linkDemoWorker } from './worker/link';
import { spawnDemoWorker } from './worker/spawn';

/**
 * The event the window receives when the demo store falls back to memory (its `detail` is the new
 * `GET /__demo/status` persistence), so a banner can say so at once.
 */
export const PERSISTENCE_EVENT = DEMO_PERSISTENCE_EVENT;

/** How long registering and starting the service worker may take before the start fails. */
export const WORKER_START_TIMEOUT_MS = 20_000;

/** The demo API could not start (its service worker was refused or did not start in time). */
export class DemoStartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DemoStartError';
  }
}

let started: Promise<void> | undefined;

/**
 * Starts the in-browser demo API: its store and handlers run in a dedicated Web Worker
 * (`worker/demoApi.worker.ts`), which loads the store saved in IndexedDB (or seeds it) at once, in
 * parallel with the page's code and off its thread (issue 44). msw's service worker catches the
 * app's requests; the page relays those for the API (anything of this origin outside the app's own
 * files) and the live socket to it (`worker/link.ts`). Resolves once the service worker is ready;
 * requests sent before the store is in wait for it in the worker. Calling it again returns the same
 * start. Injected faults follow `localStorage['blind.demo.fault']` (docs/demo-faults.md).
 */
export function startDemoApi(): Promise<void> {
  started ??= (async () => {
    const { worker: demoWorker, takeEarly } = spawnDemoWorker();
    const demo = linkDemoWorker(demoWorker, {
      early: takeEarly(),
      readFault: () => localStorage.getItem(FAULT_STORAGE_KEY),
      writeFault: (raw) =>
        raw === null
          ? localStorage.removeItem(FAULT_STORAGE_KEY)
          : localStorage.setItem(FAULT_STORAGE_KEY, raw),
      onPersistence: (status) => window.dispatchEvent(new CustomEvent(PERSISTENCE_EVENT, { detail: status })),
    });
    const worker = setupWorker(
      http.all('*', ({ request }) => (isApiRequest(request.url) ? demo.answer(request) : undefined)),
      ...socketHandlers(demo.serveSocket),
    );
    const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
    ignoreDroppedWorkerUpdate(workerUrl);
    await startWorker(() =>
      worker.start({
        serviceWorker: { url: workerUrl },
        onUnhandledRequest: 'bypass',
        quiet: true,
      }),
    );
    // Keep the last writes when the tab goes away.
    window.addEventListener('pagehide', () => demo.flush());
  })();
  return started;
}

/** A call for the API: this origin, outside the app's own files (its code, images, version.json). */
function isApiRequest(url: string): boolean {
  const { origin, pathname } = new URL(url);
  return origin === location.origin && !pathname.startsWith(import.meta.env.BASE_URL);
}

/**
 * msw's start asks the browser to update a registration of its worker that already exists, without
 * waiting for the answer. When the registration is gone by the time the browser gets to it (msw's
 * worker unregisters itself when the last page it controls goes away, see controlled.ts), the
 * browser drops the update with "Not found": a rejection nothing catches, logged as an uncaught
 * error seconds later on whatever page is open (seen in about one e2e login in 25 on a busy
 * machine), though the page's worker answers on. Only that rejection is marked handled; any other
 * failure of the worker stays an error.
 */
function ignoreDroppedWorkerUpdate(workerUrl: string): void {
  const script = new URL(workerUrl, location.href).href;
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (
      reason instanceof Error &&
      reason.message.startsWith('Failed to update a ServiceWorker') &&
      reason.message.endsWith(`with script ('${script}'): Not found`)
    )
      event.preventDefault();
  });
}

/**
 * Starts the service worker, or rejects with a `DemoStartError` that says why: no service worker
 * in this browser (private window, insecure address), registration refused, or no start in time.
 */
async function startWorker(start: () => Promise<unknown>): Promise<void> {
  if (!('serviceWorker' in navigator))
    throw new DemoStartError(
      'demo API: this browser offers no service worker (private window or insecure address)',
    );
  const timedOut = () =>
    new DemoStartError(`demo API: the service worker did not start within ${WORKER_START_TIMEOUT_MS} ms`);
  try {
    await withDeadline(start(), WORKER_START_TIMEOUT_MS, timedOut);
    await ensureControlled({
      container: navigator.serviceWorker,
      storage: sessionStorage,
      reload: () => location.reload(),
    });
  } catch (error) {
    if (error instanceof DemoStartError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DemoStartError(`demo API: the service worker could not be registered: ${reason}`, {
      cause: error,
    });
  }
}
