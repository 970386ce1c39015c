import type { Page } from 'playwright-core';

export interface SocketProbe {
  /** The socket's address. */
  url: string;
  /** The first message the server sent after the client's ping. */
  message: unknown;
  /** Whether the socket was still open after the answer. */
  open: boolean;
}

/**
 * From the signed-in page: fetches a websocket token from `origin`, opens `ws(s)://…/im/<token>`,
 * sends the client ping (`{ class: 'Response', method: 'ping' }`) and returns the server's answer.
 */
export function probeLiveSocket(page: Page, origin: string): Promise<SocketProbe> {
  return page.evaluate(async (api) => {
    const res = await fetch(`${api}/user/websocket/token`, {
      headers: { Authorization: localStorage.getItem('Access-Token') ?? '' },
    });
    const { data } = (await res.json()) as { data: { websocket_token: string } };
    const ws = new WebSocket(`${api.replace(/^http/, 'ws')}/im/${data.websocket_token}`);
    await new Promise((resolve, reject) => {
      ws.onopen = resolve;
      ws.onerror = () => reject(new Error('the socket failed to open'));
    });
    const answer = new Promise<unknown>((resolve) => {
      ws.onmessage = (event) => resolve(JSON.parse(String(event.data)));
    });
    ws.send(JSON.stringify({ class: 'Response', method: 'ping' }));
    const message = await answer;
    const open = ws.readyState === WebSocket.OPEN;
    ws.close();
    return { url: ws.url, message, open };
  }, origin);
}
