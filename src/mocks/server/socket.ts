import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { matchRequestUrl } from 'msw';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { API_PATHS } from '../../../dataProvider/paths';
import type { DemoDb } from '../db';
import { replyTo, serveSocket } from '../realtime';

export { PING_ANSWER, UNKNOWN_TOKEN_CLOSE_CODE } from '../realtime';

/**
 * The largest frame a client may send: its pings and acknowledgements are a few dozen bytes. A
 * bigger frame closes that socket with 1009 (message too big) instead of being buffered (issue 40).
 */
export const SOCKET_MAX_FRAME_BYTES = 64 * 1024;
/** Frames kept while the token is checked; more are dropped (a client flooding before it is known). */
const EARLY_FRAMES_MAX = 32;
/** The close code of a socket the server could not serve (its store failed). */
const SERVER_ERROR_CLOSE_CODE = 1011;

/**
 * The websocket token of an upgrade's path `/im/<token>`, or `undefined` when the path is not the
 * socket's. A malformed escape (`/im/%E0%A4`) is not a socket path: matching decodes the token and
 * would throw.
 */
function tokenOf(path: string | undefined): string | undefined {
  try {
    const url = new URL(path ?? '/', 'http://localhost');
    const match = matchRequestUrl(url, API_PATHS.realtime.socket, url.origin);
    const token = match.matches ? match.params?.token : undefined;
    return typeof token === 'string' && token !== '' ? token : undefined;
  } catch {
    return undefined;
  }
}

function text(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/**
 * The live socket `/im/<websocket token>` (spec §7): accepts a token issued by
 * `GET /user/websocket/token`, answers the client's pings, and carries what the demo pushes to
 * the session (`src/mocks/realtime.ts`: simulated calls, alerts, notices); an unknown token is
 * accepted, then closed with 4401. Whatever a client sends (text that is not JSON, binary, a frame
 * that breaks the protocol or is too big) is ignored or closes that socket only (issue 40).
 */
export function createSocketServer(db: DemoDb): {
  /** Handles an HTTP upgrade; false when the path is not the socket's. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): void;
} {
  const wss = new WebSocketServer({ noServer: true, maxPayload: SOCKET_MAX_FRAME_BYTES });

  const serve = async (ws: WebSocket, token: string) => {
    // Frames that come while the token is checked are answered once it is.
    const early: RawData[] = [];
    const hold = (data: RawData) => {
      if (early.length < EARLY_FRAMES_MAX) early.push(data);
    };
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
      // The matched token is already decoded.
      const token = tokenOf(request.url);
      if (token === undefined) return false;
      wss.handleUpgrade(request, socket, head, (ws) => {
        // A frame that breaks the protocol (unmasked, a reserved opcode, invalid UTF-8) or is over
        // the bound: ws closes that socket itself (1002, 1007, 1009) and reports it here. Without
        // a listener the error would be thrown and end the whole server.
        ws.on('error', () => undefined);
        serve(ws, token).catch((error: unknown) => {
          console.error('demo server socket:', error);
          ws.close(SERVER_ERROR_CLOSE_CODE);
        });
      });
      return true;
    },
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
