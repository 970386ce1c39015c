import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { matchRequestUrl } from 'msw';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { API_PATHS } from '../../../dataProvider/paths';
import type { DemoDb } from '../db';

/** Close code sent when the socket token is unknown (4000-4999: application codes). */
export const UNKNOWN_TOKEN_CLOSE_CODE = 4401;

/** What the server answers to a client's keep-alive `{ class: 'Response', method: 'ping' }`. */
export const PING_ANSWER = { class: 'Request', method: 'ping' } as const;

function parse(data: RawData): unknown {
  try {
    return JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
  } catch {
    return undefined;
  }
}

/**
 * The live socket `/im/<websocket token>` (spec §7): accepts a token issued by
 * `GET /user/websocket/token`, answers the client's pings and ignores anything else (the events
 * come with the socket feature); an unknown token is accepted, then closed with 4401.
 */
export function createSocketServer(db: DemoDb): {
  /** Handles an HTTP upgrade; false when the path is not the socket's. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): void;
} {
  const wss = new WebSocketServer({ noServer: true });

  const serve = async (ws: WebSocket, token: string) => {
    await db.sessionsReady();
    if (!db.sessionOfSocket(token)) {
      ws.close(UNKNOWN_TOKEN_CLOSE_CODE, 'unknown token');
      return;
    }
    ws.on('message', (data) => {
      const message = parse(data);
      if (
        typeof message === 'object' &&
        message !== null &&
        'method' in message &&
        message.method === 'ping'
      ) {
        ws.send(JSON.stringify(PING_ANSWER));
      }
    });
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
