/**
 * The demo API's worker at work (`demoApi.worker.ts` starts it on the worker's scope): opens the
 * store on the page's first message, then answers the requests and serves the live sockets the
 * page relays (`link.ts`, protocol in `protocol.ts`).
 */
import { getResponse } from 'msw';
import { openDb, type DemoDb } from '../db';
import { readsWithin } from '../dbDeadline';
import { createHandlers } from '../handlers';
import { idbPersistence } from '../persistence';
import { serveSocket } from '../realtime';
import { shareBetweenTabs, TAB_CHANNEL_NAME, type TabChannel } from '../tabSync';
import { pageFaults, type PageFaultSwitch } from './pageFaults';
import { fromWire, responseToWire, type PageMessage, type WorkerMessage } from './protocol';

/**
 * How long reading the saved store may take (opening IndexedDB included) before the demo gives up
 * on it and runs in memory, saying so (issue 9: a hanging IndexedDB never leaves the app waiting).
 */
export const STORE_READ_TIMEOUT_MS = 10_000;

/** Where the worker hears the page and answers it (the worker's global scope; a port in tests). */
export interface WorkerScope {
  postMessage(message: WorkerMessage, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PageMessage>) => void): void;
}

export interface ServeOptions {
  /** The store (default: the one saved in IndexedDB, or seeded). */
  openStore?: () => DemoDb;
  /** Where the tabs of this browser share their changes (default: the demo's BroadcastChannel). */
  tabs?: TabChannel;
}

interface Api {
  db: DemoDb;
  answer: (request: Request) => Promise<Response | undefined>;
  faults: PageFaultSwitch;
}

/**
 * The store saved in IndexedDB, read within its deadline, else seeded in slices: the worker answers
 * session calls (a first visit's sign-in) between them.
 */
const savedStore = () =>
  openDb({}, { persistence: readsWithin(idbPersistence(), STORE_READ_TIMEOUT_MS), sliced: true });

/** Serves the demo API on `scope` until the worker ends. */
export function serveDemoApi(scope: WorkerScope, options: ServeOptions = {}): void {
  const post = (message: WorkerMessage, transfer?: Transferable[]) => scope.postMessage(message, transfer);
  let api: Api | undefined;
  const pending = new Map<number, AbortController>();
  const sockets = new Map<number, Promise<() => void>>();

  const start = (latency: readonly [number, number] | undefined): Api => {
    const db = (options.openStore ?? savedStore)();
    shareBetweenTabs(db, options.tabs ?? new BroadcastChannel(TAB_CHANNEL_NAME));
    db.onPersistenceChange((status) => post({ type: 'persistence', status }));
    const faults = pageFaults((fault) => post({ type: 'fault', fault }));
    const handlers = createHandlers(db, { latency, faults });
    return { db, faults, answer: (request) => getResponse(handlers, request) };
  };

  /** Posts an answer: its body stream transferred, or read into a buffer where streams do not transfer. */
  const reply = async (id: number, response: Response | undefined): Promise<void> => {
    const wire = responseToWire(response);
    if (wire.kind !== 'response' || !(wire.body instanceof ReadableStream)) {
      post({ type: 'response', id, response: wire });
      return;
    }
    try {
      post({ type: 'response', id, response: wire }, [wire.body]);
    } catch {
      const buffer = await new Response(wire.body).arrayBuffer();
      post({ type: 'response', id, response: { ...wire, body: buffer } }, [buffer]);
    }
  };

  const serve = async (current: Api, message: Extract<PageMessage, { type: 'request' }>) => {
    const controller = new AbortController();
    pending.set(message.id, controller);
    try {
      current.faults.seen(message.fault);
      const response = await current.answer(fromWire(message.request, controller.signal));
      await reply(message.id, response);
    } catch (error) {
      // A handler that throws is a server error, as the HTTP demo server answers it.
      console.error(error);
      await reply(message.id, Response.json({ code: 500, text: String(error) }, { status: 500 }));
    } finally {
      pending.delete(message.id);
    }
  };

  const openSocket = (current: Api, id: number, token: string) => {
    sockets.set(
      id,
      serveSocket(current.db, token, {
        send: (data) => post({ type: 'socket-send', id, data }),
        close: (code, reason) => post({ type: 'socket-close', id, code, reason }),
      }),
    );
  };

  scope.addEventListener('message', ({ data: message }) => {
    if (message.type === 'start') {
      api ??= start(message.latency);
      return;
    }
    if (!api) return; // the page always starts the worker first (spawn.ts)
    switch (message.type) {
      case 'request':
        void serve(api, message);
        break;
      case 'abort':
        pending.get(message.id)?.abort();
        break;
      case 'socket-open':
        openSocket(api, message.id, message.token);
        break;
      case 'socket-closed':
        void sockets.get(message.id)?.then((forget) => forget());
        sockets.delete(message.id);
        break;
      case 'flush':
        void api.db.flush();
        break;
    }
  });
}
