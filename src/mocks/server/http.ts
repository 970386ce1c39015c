import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type HttpHandler } from 'msw';
import { REQUEST_BODY_MAX_BYTES } from '../../../deploy/limits.mjs';
import type { DemoDb } from '../db';
import { EXPORT_COUNT_HEADER } from '../export';
import type { FaultSwitch } from '../faults';
import { createHandlers } from '../handlers';
import { langOf, type Lang, type MessageKey } from '../messages';
import { fail } from '../responses';
import { createSocketServer } from './socket';

/** CORS for the app's headers (docs/api-conventions.md) and the headers it reads from answers. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, local, device-type, device',
  'Access-Control-Expose-Headers': `content-disposition, error-message, ${EXPORT_COUNT_HEADER}`,
  'Access-Control-Max-Age': '600',
};

export interface DemoServerOptions {
  db: DemoDb;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** 0 picks a free port. */
  port: number;
  /** The fault switch (`POST /__demo/fault`, `DEMO_FAULT`); a fresh one in memory by default. */
  faults?: FaultSwitch;
}

export interface DemoServer {
  /** `http://<host>:<port>`, no trailing slash. */
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return { ...CORS_HEADERS, 'Access-Control-Allow-Origin': origin ?? '*', Vary: 'Origin' };
}

/** A request the server refuses before any handler sees it (issue 40): its status and text. */
class Refused extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
  ) {
    super(key);
  }
}

/** The body, at most nginx's body limit (deploy/limits.mjs): a bigger one is refused with 413. */
async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (Number(request.headers['content-length']) > REQUEST_BODY_MAX_BYTES) throw new Refused(413, 'tooLarge');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > REQUEST_BODY_MAX_BYTES) throw new Refused(413, 'tooLarge');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Whether a path cannot be decoded (`/im/%E0%A4`, `/%`): the handlers' path matching decodes each
 * segment and would throw, so such a request is a 400 before it reaches them.
 */
function malformedPath(path: string | undefined): boolean {
  try {
    decodeURIComponent(new URL(path ?? '/', 'http://localhost').pathname);
    return false;
  } catch {
    return true;
  }
}

/** The language of a Node request's `local` header, as the handlers read it. */
function langOfNode(request: IncomingMessage): Lang {
  const local = request.headers.local;
  return langOf(
    new Request('http://localhost/', { headers: { local: typeof local === 'string' ? local : '' } }),
  );
}

/** What a handler's failure answers: a body that is not JSON is the client's fault (400), not a 500. */
function failureOf(error: unknown, lang: Lang): Response {
  if (error instanceof SyntaxError) return fail(400, lang, 'invalidBody');
  if (error instanceof URIError) return fail(400, lang, 'badRequest');
  console.error('demo server:', error);
  return fail(500, lang, 'serverError');
}

/**
 * The Fetch `Request` of a Node request (its URL on the host the client reached); its signal aborts
 * when the connection closes before the answer is sent (a client that gave up, the server closing).
 */
async function toFetchRequest(
  request: IncomingMessage,
  res: ServerResponse,
  fallbackHost: string,
): Promise<Request> {
  const aborted = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) aborted.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? fallbackHost}`);
  const body = await readBody(request);
  return new Request(url, {
    method: request.method,
    headers,
    body: body?.length ? new Uint8Array(body) : undefined,
    signal: aborted.signal,
  });
}

/** Writes the answer; a network error (`Response.error()`, the `offline` fault) drops the connection. */
async function send(response: Response, res: ServerResponse, extra: Record<string, string>): Promise<void> {
  if (res.destroyed) return; // the client is gone (e.g. after the `timeout` fault)
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, name) => (headers[name] = value));
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers).end(body);
}

async function answer(
  handlers: readonly HttpHandler[],
  req: IncomingMessage,
  res: ServerResponse,
  fallbackHost: string,
): Promise<void> {
  const cors = corsHeaders(req);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  const lang = langOfNode(req);
  if (malformedPath(req.url)) {
    await send(fail(400, lang, 'badRequest'), res, cors);
    return;
  }
  let request: Request;
  try {
    request = await toFetchRequest(req, res, fallbackHost);
  } catch (error) {
    // A body over the limit, a Host that makes no URL, or a client gone before its body came.
    if (req.destroyed && !(error instanceof Refused)) return;
    const [status, key] = error instanceof Refused ? [error.status, error.key] : [400, 'badRequest' as const];
    await send(fail(status, lang, key), res, { ...cors, Connection: 'close' });
    return;
  }
  let response: Response | undefined;
  try {
    response = await getResponse([...handlers], request);
  } catch (error) {
    response = failureOf(error, lang);
  }
  await send(response ?? fail(404, lang, 'noSuchEndpoint'), res, cors);
}

/**
 * The demo API over HTTP: every msw handler of the browser's demo API answers Node requests
 * (`getResponse`), with CORS, no latency, and the live socket `/im/<token>` over WebSocket. The
 * user info's `site_domain` is the host:port the client reached.
 */
export async function startDemoServer({
  db,
  host = '127.0.0.1',
  port,
  faults,
}: DemoServerOptions): Promise<DemoServer> {
  const handlers = createHandlers(db, { siteDomain: (request) => new URL(request.url).host, faults });
  const sockets = createSocketServer(db);
  let fallbackHost = `${host}:${port}`;
  const server = createServer((req, res) => {
    answer(handlers, req, res, fallbackHost).catch((error: unknown) => {
      console.error('demo server:', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.on('upgrade', (request, socket, head) => {
    // A client gone mid-handshake must not end the server (no error listener is left on it here).
    socket.on('error', () => socket.destroy());
    if (!sockets.upgrade(request, socket, head))
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  fallbackHost = `${host}:${address.port}`;
  return {
    url: `http://${fallbackHost}`,
    port: address.port,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        sockets.close();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
