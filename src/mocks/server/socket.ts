import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { matchRequestUrl } from 'msw';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { API_PATHS } from '../../../dataProvider/paths';
import type { DemoDb } from '../db';
import { replyTo, serveSocket } from '../realtime';

export { PING_ANSWER, UNKNOWN_TOKEN_CLOSE_CODE } from '../realtime';

function text(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/**
 * The live socket `/im/<websocket token>` (spec §7): accepts a token issued by
 * `GET /user/websocket/token`, answers the client's pings, and carries what the demo pushes to
 * the session (`src/mocks/realtime.ts`: simulated calls, alerts, notices); an unknown token is
 * accepted, then closed with 4401.
 */
export function createSocketServer(db: DemoDb): {
  /** Handles an HTTP upgrade; false when the path is not the socket's. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): void;
} {
  const wss = new WebSocketServer({ noServer: true });

  const serve = async (ws: WebSocket, token: string) => {
    // Frames that come while the token is checked are answered once it is.
    const early: RawData[] = [];
    const hold = (data: RawData) => early.push(data);
    ws.on('message', hold);
    let closed = false;
    ws.once('close', () => (closed = true));
    const forget = await serveSocket(db, token, {
      send: (data) => ws.send(data),
      close: (code, reason) => ws.close(code, reason),
    });
    ws.off('message', hold);
    if (closed) {
      forget();
      return;
    }
    ws.once('close', forget);
    const onMessage = (data: RawData) => {
      const reply = replyTo(text(data));
      if (reply && ws.readyState === ws.OPEN) ws.send(reply);
    };
    ws.on('message', onMessage);
    early.forEach(onMessage);
  };

  return {
    upgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const match = matchRequestUrl(url, API_PATHS.realtime.socket, url.origin);
      const token = match.matches ? match.params?.token : undefined;
      if (typeof token !== 'string' || token === '') return false;
      wss.handleUpgrade(request, socket, head, (ws) => void serve(ws, decodeURIComponent(token)));
      return true;
    },
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
