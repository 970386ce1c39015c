/**
 * Starts the demo API's worker (`demoApi.worker.ts`) once, as early as the page can: index.html's
 * entry (`src/boot.ts`) calls it before the app's code has loaded, so the worker loads its code and
 * the store saved in IndexedDB meanwhile, on another thread (issue 44). `startDemoApi`
 * (`../browser.ts`) takes it over with the messages it sent until then.
 */
import type { PageMessage, WorkerMessage } from './protocol';

/** Latency of the demo API in the browser, so loading states are visible. */
export const BROWSER_LATENCY: readonly [number, number] = [150, 400];

/** The demo API's worker and the messages it sent before the page listened. */
export interface SpawnedWorker {
  worker: Worker;
  /** The messages so far; from now on the caller listens itself. */
  takeEarly(): WorkerMessage[];
}

let spawned: SpawnedWorker | undefined;

/**
 * The demo API answers after a human-like delay so loading states show; `localStorage
 * ['blind.demo.latency'] = '0'` turns it off (the end-to-end tests do, to run faster).
 */
function simulatedLatency(): typeof BROWSER_LATENCY | undefined {
  try {
    return localStorage.getItem('blind.demo.latency') === '0' ? undefined : BROWSER_LATENCY;
  } catch {
    return BROWSER_LATENCY;
  }
}

/** The demo API's worker, started (its first message sent) on the first call. */
export function spawnDemoWorker(): SpawnedWorker {
  if (spawned) return spawned;
  const worker = new Worker(new URL('./demoApi.worker.ts', import.meta.url), {
    type: 'module',
    name: 'demo-api',
  });
  let early: WorkerMessage[] | undefined = [];
  const keep = ({ data }: MessageEvent<WorkerMessage>) => early?.push(data);
  worker.addEventListener('message', keep);
  const start: PageMessage = { type: 'start', latency: simulatedLatency() };
  worker.postMessage(start);
  spawned = {
    worker,
    takeEarly() {
      worker.removeEventListener('message', keep);
      const taken = early ?? [];
      early = undefined;
      return taken;
    },
  };
  return spawned;
}
