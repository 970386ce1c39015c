/**
 * The page's side of the demo API's worker (`demoApi.worker.ts`, protocol in `protocol.ts`): it
 * relays the requests msw's service worker catches and the live sockets msw links, and follows
 * what the worker reports (the store's persistence, the fault switch).
 */
import type { PersistenceStatus } from '../persistence';
import type { DemoSocket } from '../realtime';
import type { ServeSocket } from '../socketLink';
import {
  responseFromWire,
  toWire,
  type PageMessage,
  type WireResponse,
  type WorkerMessage,
} from './protocol';

/** The worker as the link uses it (a `Worker`, or a fake in tests). */
export interface WorkerPort {
  postMessage(message: PageMessage, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerMessage>) => void): void;
}

export interface LinkOptions {
  /** What the worker said before the link listened (`spawn.ts`). */
  early?: readonly WorkerMessage[];
  /** The fault switch's text now (`localStorage['blind.demo.fault']`), read on every request. */
  readFault: () => string | null;
  /** Stores the switch's new text (`null`: cleared) when the worker changed it. */
  writeFault: (raw: string | null) => void;
  /** The store fell back to memory. */
  onPersistence: (status: PersistenceStatus) => void;
}

export interface DemoLink {
  /** The demo API's answer to a request; `undefined` when it has no route for it. */
  answer(request: Request): Promise<Response | undefined>;
  /** Serves a live socket through the worker (for `socketHandlers`). */
  serveSocket: ServeSocket;
  /** Asks the worker to save what it has not saved yet. */
  flush(): void;
}

/** Relays through the worker, started already (`spawn.ts` sent its first message). */
export function linkDemoWorker(worker: WorkerPort, options: LinkOptions): DemoLink {
  let nextId = 1;
  const answers = new Map<number, (response: WireResponse) => void>();
  const sockets = new Map<number, DemoSocket>();
  const receive = (message: WorkerMessage) => {
    switch (message.type) {
      case 'response':
        answers.get(message.id)?.(message.response);
        answers.delete(message.id);
        break;
      case 'persistence':
        options.onPersistence(message.status);
        break;
      case 'fault':
        options.writeFault(message.fault);
        break;
      case 'socket-send':
        sockets.get(message.id)?.send(message.data);
        break;
      case 'socket-close':
        sockets.get(message.id)?.close(message.code, message.reason);
        break;
    }
  };
  options.early?.forEach(receive);
  worker.addEventListener('message', ({ data }) => receive(data));

  return {
    async answer(request) {
      const id = nextId++;
      const wire = await toWire(request);
      const answered = new Promise<WireResponse>((resolve) => answers.set(id, resolve));
      worker.postMessage(
        { type: 'request', id, request: wire, fault: options.readFault() },
        wire.body ? [wire.body] : [],
      );
      const abort = () => worker.postMessage({ type: 'abort', id });
      request.signal.addEventListener('abort', abort, { once: true });
      try {
        return responseFromWire(await answered);
      } finally {
        request.signal.removeEventListener('abort', abort);
      }
    },
    serveSocket(token, socket) {
      const id = nextId++;
      sockets.set(id, socket);
      worker.postMessage({ type: 'socket-open', id, token });
      return Promise.resolve(() => {
        sockets.delete(id);
        worker.postMessage({ type: 'socket-closed', id });
      });
    },
    flush: () => worker.postMessage({ type: 'flush' }),
  };
}
