/**
 * The demo API's live sockets (spec §7 `/im/<token>`), shared by the browser's msw link and the
 * HTTP demo server: each open socket registers under its socket token; handlers push server
 * messages `{ request_id, method, arguments }` to a session's sockets or close them.
 */
import type { DemoDb, DemoSession } from './db';

/** Close code sent when the socket token is unknown (4000-4999: application codes). */
export const UNKNOWN_TOKEN_CLOSE_CODE = 4401;

/** What the server answers to a client's keep-alive `{ class: 'Response', method: 'ping' }`. */
export const PING_ANSWER = { class: 'Request', method: 'ping' } as const;

export interface DemoSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const sockets = new Map<string, Set<DemoSocket>>();
let nextRequestId = 1;

/** Registers an open socket under its token; returns the function that forgets it. */
export function registerSocket(token: string, socket: DemoSocket): () => void {
  const set = sockets.get(token) ?? new Set<DemoSocket>();
  set.add(socket);
  sockets.set(token, set);
  return () => {
    set.delete(socket);
    if (set.size === 0) sockets.delete(token);
  };
}

/** The open sockets of a session. */
function socketsOf(session: DemoSession): DemoSocket[] {
  return session.socket_token ? [...(sockets.get(session.socket_token) ?? [])] : [];
}

/** Pushes a server message to the session's sockets; returns how many got it. */
export function pushToSession(session: DemoSession, method: string, args: unknown): number {
  const targets = socketsOf(session);
  for (const socket of targets) {
    const frame = { request_id: `demo-${nextRequestId++}`, method, arguments: args };
    socket.send(JSON.stringify(frame));
  }
  return targets.length;
}

/** Closes the session's sockets (the client reconnects, S03); returns how many were closed. */
export function dropSessionSockets(session: DemoSession): number {
  const targets = socketsOf(session);
  targets.forEach((socket) => socket.close(4000, 'demo restart'));
  return targets.length;
}

/**
 * What one socket does with a client frame: answers pings, ignores acknowledgements and anything
 * else. Returns the reply, if any.
 */
export function replyTo(raw: string): string | undefined {
  try {
    const message: unknown = JSON.parse(raw);
    if (message && typeof message === 'object' && 'method' in message && message.method === 'ping')
      return JSON.stringify(PING_ANSWER);
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * Serves one accepted socket: an unknown token is closed with 4401; a known one is registered
 * until it closes. Returns the function to call when the socket closes.
 */
export async function serveSocket(db: DemoDb, token: string, socket: DemoSocket): Promise<() => void> {
  await db.sessionsReady();
  if (!db.sessionOfSocket(token)) {
    socket.close(UNKNOWN_TOKEN_CLOSE_CODE, 'unknown token');
    return () => undefined;
  }
  return registerSocket(token, socket);
}
