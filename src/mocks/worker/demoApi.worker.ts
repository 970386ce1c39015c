/**
 * The in-browser demo API, in a dedicated Web Worker (issue 44: the demo's work off the page's
 * thread). It opens the store saved in IndexedDB (or seeds it) as soon as the page starts it
 * (`spawn.ts`, from index.html's entry), in parallel with the page's own code, and answers the
 * requests the page relays (`link.ts`) with the same handlers as the HTTP demo server (`serve.ts`).
 * The tabs of the browser still answer as one server: each tab's worker shares its changes on the
 * same BroadcastChannel (`tabSync.ts`).
 */
// First: what msw and jsonexport expect of a page (workerGlobals.ts), before they load.
import './workerGlobals';
import { serveDemoApi, type WorkerScope } from './serve';

serveDemoApi(self as unknown as WorkerScope);
