/**
 * The live socket of the in-browser demo API (spec §7 `ws(s)://<site>/im/<token>`), through msw's
 * WebSocket interception: the same protocol as the HTTP demo server's (`server/socket.ts`).
 */
import { ws, type WebSocketHandler } from 'msw';
import type { DemoDb } from './db';
import { replyTo, serveSocket, type DemoSocket } from './realtime';

/** Serves one accepted socket (`realtime.ts` `serveSocket`, or its relay to the demo API's worker); resolves to its forget function. */
export type ServeSocket = (token: string, socket: DemoSocket) => Promise<() => void>;

/** The store's own `serveSocket`, where the store is at hand (Node, tests). */
export const servedBy =
  (db: DemoDb): ServeSocket =>
  (token, socket) =>
    serveSocket(db, token, socket);

const SOCKET_URL = /^wss?:\/\/[^/]+\/im\/[^/?#]+$/;

export function socketHandlers(serve: ServeSocket): WebSocketHandler[] {
  const link = ws.link(SOCKET_URL);
  return [
    link.addEventListener('connection', ({ client }) => {
      const token = decodeURIComponent(client.url.pathname.split('/').pop() ?? '');
      let forget: (() => void) | undefined;
      let closed = false;
      client.addEventListener('close', () => {
        closed = true;
        forget?.();
      });
      client.addEventListener('message', (event) => {
        const reply = typeof event.data === 'string' ? replyTo(event.data) : undefined;
        if (reply && !closed) client.send(reply);
      });
      void serve(token, {
        send: (data) => client.send(data),
        close: (code, reason) => client.close(code, reason),
      }).then((unregister) => {
        if (closed) unregister();
        else forget = unregister;
      });
    }),
  ];
}
