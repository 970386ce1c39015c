/**
 * # The messages between the page and the demo API's worker (issue 44)
 *
 * The in-browser demo API runs in a dedicated Web Worker (`demoApi.worker.ts`): its store, its
 * seeding and every handler run off the page's thread, and the store loads while the page's code
 * does. The page keeps msw's service worker (which catches the app's requests) and relays each
 * request to this worker and its answer back (`link.ts`); the live socket is relayed the same way.
 * Everything here is structured-clone data; bodies travel as transferred buffers or streams.
 */
import type { PersistenceStatus } from '../persistence';

/** A request as it travels: its body read into a buffer (none for GET and HEAD). */
export interface WireRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** An answer as it travels: `unhandled` (no route: the request goes to the network), a network error, or a response. */
export type WireResponse =
  | { kind: 'unhandled' }
  | { kind: 'error' }
  | {
      kind: 'response';
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ReadableStream<Uint8Array> | ArrayBuffer | null;
    };

/** What the page tells the worker. */
export type PageMessage =
  /** First message: the simulated latency (none when `blind.demo.latency` is `0`). */
  | { type: 'start'; latency?: readonly [number, number] }
  /** A request; `fault` is `localStorage['blind.demo.fault']` as the page reads it now. */
  | { type: 'request'; id: number; request: WireRequest; fault: string | null }
  /** The app gave up on a request (its signal aborted). */
  | { type: 'abort'; id: number }
  /** A live socket opened to `/im/<token>`; `closed` when the page's side of it closed. */
  | { type: 'socket-open'; id: number; token: string }
  | { type: 'socket-closed'; id: number }
  /** The page is going away: save what is not saved yet. */
  | { type: 'flush' };

/** What the worker tells the page. */
export type WorkerMessage =
  | { type: 'response'; id: number; response: WireResponse }
  /** The store's persistence changed (it fell back to memory). */
  | { type: 'persistence'; status: PersistenceStatus }
  /** The fault switch changed (`/__demo/fault`, or a fault with `times` used up): the page's storage follows. */
  | { type: 'fault'; fault: string | null }
  | { type: 'socket-send'; id: number; data: string }
  | { type: 'socket-close'; id: number; code?: number; reason?: string };

const BODILESS = new Set(['GET', 'HEAD']);

/** A request ready to post (its buffer is the transfer list's). */
export async function toWire(request: Request): Promise<WireRequest> {
  return {
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    body: BODILESS.has(request.method.toUpperCase()) ? null : await request.arrayBuffer(),
  };
}

/** The request again, on the other side; aborting `signal` aborts it. */
export function fromWire(wire: WireRequest, signal?: AbortSignal): Request {
  return new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body, signal });
}

/** A status that carries no body (a `Response` with one would throw). */
const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/** An answer ready to post, with what it transfers (its body stream, or its buffer where streams do not transfer). */
export function responseToWire(response: Response | undefined): WireResponse {
  if (!response) return { kind: 'unhandled' };
  if (response.type === 'error') return { kind: 'error' };
  return {
    kind: 'response',
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: NULL_BODY_STATUS.has(response.status) ? null : response.body,
  };
}

/** The answer again, on the page; `undefined` when the demo API has no route for the request. */
export function responseFromWire(wire: WireResponse): Response | undefined {
  if (wire.kind === 'unhandled') return undefined;
  if (wire.kind === 'error') return Response.error();
  return new Response(wire.body, { status: wire.status, statusText: wire.statusText, headers: wire.headers });
}
