import { setupWorker } from 'msw/browser';
import { DEMO_PERSISTENCE_EVENT } from '../../dataProvider/methods/session';
import { openDb } from './db';
import { shareBetweenTabs, TAB_CHANNEL_NAME } from './tabSync';
import { storageFaults } from './faults';
import { createHandlers } from './handlers';
import { withDeadline } from '../platform/deadline';
import { readsWithin } from './dbDeadline';
import { ensureControlled } from './controlled';
import { idbPersistence } from './persistence';
import { socketHandlers } from './socketLink';

/** Latency of the demo API in the browser, so loading states are visible. */
export const BROWSER_LATENCY: readonly [number, number] = [150, 400];

/**
 * The event the window receives when the demo store falls back to memory (its `detail` is the new
 * `GET /__demo/status` persistence), so a banner can say so at once.
 */
export const PERSISTENCE_EVENT = DEMO_PERSISTENCE_EVENT;

/**
 * How long reading the saved store may take (opening IndexedDB included) before the demo gives up
 * on it and runs in memory, saying so (issue 9: a hanging IndexedDB never leaves the app waiting).
 */
export const STORE_READ_TIMEOUT_MS = 10_000;

/** How long registering and starting the service worker may take before the start fails. */
export const WORKER_START_TIMEOUT_MS = 20_000;

/** The demo API could not start (its service worker was refused or did not start in time). */
export class DemoStartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DemoStartError';
  }
}

/** How long the records wait for an idle moment (or a data request) before they load anyway. */
const IDLE_TIMEOUT_MS = 2000;

let started: Promise<void> | undefined;

/**
 * Starts the in-browser demo API: registers the msw service worker, which answers session calls
 * (login, user info) at once, while the store saved in IndexedDB is read (or seeded, in slices
 * that keep the page responsive) in the background; data requests wait for it. Resolves once the
 * service worker is ready, before any record exists. Calling it again returns the same start.
 * Injected faults follow `localStorage['blind.demo.fault']` (docs/demo-faults.md).
 */
export function startDemoApi(): Promise<void> {
  started ??= (async () => {
    const persistence = readsWithin(idbPersistence(), STORE_READ_TIMEOUT_MS);
    const db = openDb({}, { persistence, sliced: true, beforeData: whenIdle });
    // The tabs of this browser answer as one server (tabSync.ts).
    if (typeof BroadcastChannel !== 'undefined') shareBetweenTabs(db, new BroadcastChannel(TAB_CHANNEL_NAME));
    db.onPersistenceChange((status) =>
      window.dispatchEvent(new CustomEvent(PERSISTENCE_EVENT, { detail: status })),
    );
    const faults = storageFaults(localStorage);
    const worker = setupWorker(
      ...createHandlers(db, { latency: simulatedLatency(), faults }),
      ...socketHandlers(db),
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
    window.addEventListener('pagehide', () => void db.flush());
  })();
  return started;
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

/** Resolves when the browser is idle (the first screen is drawn and settled), or after a timeout. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, IDLE_TIMEOUT_MS);
  });
}

/**
 * The demo API answers after a human-like delay so loading states show; `localStorage
 * ['blind.demo.latency'] = '0'` turns it off (the end-to-end tests do, to run faster).
 */
function simulatedLatency(): typeof BROWSER_LATENCY | undefined {
  return localStorage.getItem('blind.demo.latency') === '0' ? undefined : BROWSER_LATENCY;
}
