import type { Page, WebSocket as PageSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { menuLink } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors, screenshot } from '../support/e2e/browser';
import { loginWithPassword } from '../support/e2e/chromium.mjs';
import { apiDeployment } from '../support/e2e/deployment';

/**
 * The live socket against a real WebSocket: the API build as deployed, nginx proxying `/im/<token>`
 * to the HTTP demo server (`npm run demo:server`); Chromium reports every frame the page sends and
 * receives. The demo server pushes to the sockets of one session only, so the files sharing it do
 * not see these tests' alerts and notices.
 */
const browser = browserPerFile();

/** Before logging in, the app asks for the user info without a token: a real 401 in the console. */
const LOGGED_OUT_PROBE = /status of 401 \(Unauthorized\) \(http:\/\/[^)]+\/admin\/user\/self\)$/;

interface Frame {
  at: number;
  data: Record<string, unknown>;
}

interface Watched {
  socket: PageSocket;
  openedAt: number;
  closedAt?: number;
  sent: Frame[];
  received: Frame[];
}

/** Every live socket the page opens, with its frames. */
function watchSockets(page: Page): Watched[] {
  const sockets: Watched[] = [];
  const parse = (payload: string | Buffer): Record<string, unknown> => {
    try {
      return JSON.parse(String(payload)) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/im/')) return;
    const watched: Watched = { socket, openedAt: Date.now(), sent: [], received: [] };
    sockets.push(watched);
    socket.on('framesent', (f) => watched.sent.push({ at: Date.now(), data: parse(f.payload) }));
    socket.on('framereceived', (f) => watched.received.push({ at: Date.now(), data: parse(f.payload) }));
    socket.on('close', () => (watched.closedAt = Date.now()));
  });
  return sockets;
}

/**
 * Calls the demo server's own `/__demo` endpoints as the signed-in user, from the test: nginx does
 * not proxy them, and the page's Content-Security-Policy lets it reach its API origin only.
 */
async function demoCall(page: Page, path: string, body: unknown = {}): Promise<unknown> {
  const token = await page.evaluate(() => localStorage.getItem('Access-Token') ?? '');
  const res = await fetch(`${apiDeployment().demoServerURL}${path}`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json', local: 'en' },
    body: JSON.stringify(body),
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return res.json();
}

async function until<T>(what: string, read: () => T | undefined, timeout = 15_000): Promise<T> {
  let value: T | undefined;
  await expect
    .poll(() => (value = read()) !== undefined, {
      timeout,
      interval: 100,
      message: `${what} within ${timeout} ms`,
    })
    .toBe(true);
  return value as T;
}

describe('the live socket against the HTTP demo server', () => {
  it('[S03][E17] one connection after login, a ping within 10 s, every message acknowledged with its request_id, the alert dialog', async () => {
    const app = await browser.open({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
    const { page } = app;
    const sockets = watchSockets(page);
    await loginWithPassword(page, apiDeployment().deployURL, 'admin', 'demo123');
    const live = await until('a socket to /im/', () => sockets[0]);
    expect(live.socket.url()).toMatch(
      new RegExp(`^ws://${new URL(apiDeployment().origin).host}/im/im\\.[0-9a-f]+$`),
    );

    const ping = await until('a ping sent', () => live.sent.find((f) => f.data.method === 'ping'), 15_000);
    expect(ping.data).toEqual({ class: 'Response', method: 'ping' });
    // Every 10 s: the interval between two pings (the first one's delay also counts the handshake
    // and a busy page's first render).
    const pings = await until(
      'two pings sent',
      () => {
        const sent = live.sent.filter((f) => f.data.method === 'ping');
        return sent.length >= 2 ? sent : undefined;
      },
      15_000,
    );
    expect(pings[1].at - pings[0].at).toBeGreaterThanOrEqual(9_500);
    expect(pings[1].at - pings[0].at).toBeLessThanOrEqual(10_500);

    await demoCall(page, '/__demo/simulate', { kind: 'alert' });
    const alert = page.getByRole('dialog', { name: 'Prompt' });
    await alert.getByText(/maintenance at 23:00/).waitFor();
    await screenshot(page, 'socket-alert-en-US');
    await alert.getByRole('button', { name: 'OK' }).click();

    await demoCall(page, '/__demo/simulate', { kind: 'notice' });
    const pushed = await until('two frames pushed by the server', () => {
      const frames = live.received.filter((f) => f.data.request_id !== undefined);
      return frames.length >= 2 ? frames : undefined;
    });
    expect(pushed.map((f) => f.data.method)).toEqual(['alert', 'newCustomer']);
    for (const frame of pushed) {
      const ack = await until('its acknowledgement', () =>
        live.sent.find((f) => f.data.request_id === frame.data.request_id),
      );
      expect(ack.data).toEqual({ class: 'Response', method: 'received', request_id: frame.data.request_id });
    }
    // One connection all along, across route changes.
    await menuLink(page, 'customer').click();
    await page.waitForURL((url) => url.pathname.endsWith('/customer'));
    await page.getByRole('table').first().waitFor();
    expect(sockets).toHaveLength(1);
    expect(live.closedAt).toBeUndefined();
    expectNoConsoleErrors(app, [LOGGED_OUT_PROBE]);
  });

  it('[S03] reconnects 3 s after the server closes the socket, and closes it at logout', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    const sockets = watchSockets(page);
    await loginWithPassword(page, apiDeployment().deployURL, 'admin', 'demo123');
    const first = await until('a socket to /im/', () => sockets[0]);
    // Open: the server answers the first ping. It comes 10 s after the socket opened, and the time
    // is counted from its creation: the handshake through nginx took up to 2.5 s on a busy machine.
    await until(
      "the server's first ping",
      () => first.received.find((f) => f.data.method === 'ping'),
      20_000,
    );

    await demoCall(page, '/__demo/socket/drop');
    const closedAt = await until('the first socket closed by the server', () => first.closedAt);
    const second = await until('a second socket opened', () => sockets[1], 10_000);
    // The 3 s themselves are proven on a fake clock (liveSocket.test.ts); here both times are taken
    // when the browser's events reach the test, which can be late by a few hundred ms under load.
    expect(second.openedAt - closedAt).toBeGreaterThanOrEqual(2_000);
    expect(second.openedAt - closedAt).toBeLessThan(6_000);
    // The keep-alive of the closed socket stopped; the new one pings (10 s after it opened).
    await until(
      'a ping on the second socket',
      () => second.sent.find((f) => f.data.method === 'ping'),
      20_000,
    );
    expect(first.sent.filter((f) => f.at > closedAt)).toEqual([]);

    await page.getByRole('button', { name: 'account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'log out' }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await until('the socket closed at logout', () => second.closedAt);
    // A negative check: nothing may reopen within the 3 s reconnection delay and a margin.
    await page.waitForTimeout(3_500);
    expect(sockets).toHaveLength(2);
    expectNoConsoleErrors(app, [LOGGED_OUT_PROBE, /status of 401/, /MUI: The popover component is too tall/]);
  });
});
