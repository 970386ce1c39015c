/**
 * The live socket of the in-browser demo API (spec §7 `ws(s)://<site>/im/<token>`), through msw's
 * WebSocket interception: the same protocol as the HTTP demo server's (`server/socket.ts`).
 */
import { ws, type WebSocketHandler } from 'msw';
import type { DemoDb } from './db';
import { replyTo, serveSocket } from './realtime';

const SOCKET_URL = /^wss?:\/\/[^/]+\/im\/[^/?#]+$/;

export function socketHandlers(db: DemoDb): WebSocketHandler[] {
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
      void serveSocket(db, token, {
        send: (data) => client.send(data),
        close: (code, reason) => client.close(code, reason),
      }).then((unregister) => {
        if (closed) unregister();
        else forget = unregister;
      });
    }),
  ];
}
