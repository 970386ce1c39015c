import { setupWorker } from 'msw/browser';
import { loadDb, type DemoDb } from './db';
import { createHandlers } from './handlers';

/** Latency of the demo API in the browser, so loading states are visible. */
export const BROWSER_LATENCY: readonly [number, number] = [150, 400];

let started: Promise<DemoDb> | undefined;

/**
 * Starts the in-browser demo API: loads (or seeds) the store saved in IndexedDB and starts the msw
 * service worker. Calling it again returns the same start.
 */
export async function startDemoApi(): Promise<void> {
  started ??= (async () => {
    const db = await loadDb();
    const worker = setupWorker(...createHandlers(db, { latency: simulatedLatency() }));
    await worker.start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
    // Keep the last writes when the tab goes away.
    window.addEventListener('pagehide', () => void db.flush());
    return db;
  })();
  await started;
}

/**
 * The demo API answers after a human-like delay so loading states show; `localStorage
 * ['blind.demo.latency'] = '0'` turns it off (the end-to-end tests do, to run faster).
 */
function simulatedLatency(): typeof BROWSER_LATENCY | undefined {
  return localStorage.getItem('blind.demo.latency') === '0' ? undefined : BROWSER_LATENCY;
}
