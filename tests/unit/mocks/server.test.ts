// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createDb, openDb } from '../../../src/mocks/db';
import { filePersistence } from '../../../src/mocks/server/filePersistence';
import { startDemoServer, type DemoServer } from '../../../src/mocks/server/http';
import { PING_ANSWER, UNKNOWN_TOKEN_CLOSE_CODE } from '../../../src/mocks/server/socket';

const APP_ORIGIN = 'http://127.0.0.1:4173';
const APP_HEADERS = ['authorization', 'content-type', 'local', 'device-type', 'device'];

let server: DemoServer;
let token = '';

async function api<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: T }> {
  const res = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { Origin: APP_ORIGIN, 'Content-Type': 'application/json', local: 'en', ...init.headers },
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
}

beforeAll(async () => {
  server = await startDemoServer({ db: createDb({ customerCount: 40 }), port: 0 });
  const login = await api<{ Authorization: string }>('/plugin/love/admin/login/by-password', {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: 'demo123' }),
  });
  token = login.body.Authorization;
});
afterAll(() => server.close());

describe('demo API over HTTP', () => {
  it('answers a CORS preflight for the app headers and exposes the download headers', async () => {
    const res = await fetch(`${server.url}/plugin/love/admin/customer`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': APP_HEADERS.join(','),
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(APP_HEADERS));
    expect(res.headers.get('access-control-allow-methods')).toMatch(/PUT/);
    expect(res.headers.get('access-control-expose-headers')).toBe(
      'content-disposition, error-message, x-total-count',
    );
  });

  it('logs in and lists customers with the same handlers as the browser, CORS headers included', async () => {
    expect(token).toMatch(/^Bearer demo\.admin\./);
    const list = await api<{ data: unknown[]; meta: { total: number } }>(
      '/plugin/love/admin/customer?per_page=25',
      { headers: { Authorization: token } },
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(25);
    expect(list.body.meta.total).toBe(40);
    expect(list.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const denied = await api('/plugin/love/admin/customer');
    expect(denied).toMatchObject({
      status: 401,
      body: { code: 401, text: 'Login expired, please log in again' },
    });
  });

  it('gives the server host:port as site_domain in the user info', async () => {
    const self = await api<{ data: { site_domain: string; user: { username: string } } }>(
      '/admin/user/self',
      {
        headers: { Authorization: token },
      },
    );
    expect(self.body.data.user.username).toBe('admin');
    expect(self.body.data.site_domain).toBe(`127.0.0.1:${server.port}`);
  });

  it('answers an unknown path with a 404 in the request language', async () => {
    expect(await api('/no/such/path')).toMatchObject({
      status: 404,
      body: { code: 404, text: 'No such endpoint' },
    });
  });

  it('accepts the live socket /im/<token>, answers pings and stays open', async () => {
    const issued = await api<{ data: { websocket_token: string } }>('/user/websocket/token', {
      headers: { Authorization: token },
    });
    const socketToken = issued.body.data.websocket_token;
    expect(socketToken).toMatch(/^im\.[0-9a-f]{32}$/);
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/im/${socketToken}`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const answer = new Promise<unknown>((resolve) =>
      ws.once('message', (data) => resolve(JSON.parse(String(data)))),
    );
    ws.send(JSON.stringify({ class: 'Response', method: 'ping' }));
    expect(await answer).toEqual(PING_ANSWER);
    ws.send('not json');
    ws.send(JSON.stringify({ method: 'received', request_id: 'r1' }));
    const pong = new Promise((resolve) => ws.once('pong', resolve));
    ws.ping();
    await pong;
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();
  });

  it('closes the socket of an unknown token with 4401', async () => {
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/im/im.unknown`);
    const code = await new Promise<number>((resolve) => ws.once('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(UNKNOWN_TOKEN_CLOSE_CODE);
  });
});

describe('demo server persistence (DEMO_DATA_FILE)', () => {
  it('saves writes to the JSON file and loads them on the next start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-data-'));
    const file = join(dir, 'state.json');
    try {
      const first = openDb({ customerCount: 20 }, { persistence: filePersistence(file) });
      await first.ready();
      const created = first.create('store', { name: '文件门店', status: 1 });
      const session = first.createSession('admin', 1);
      await first.flush();

      const second = openDb({ customerCount: 20 }, { persistence: filePersistence(file) });
      await second.ready();
      expect(second.get('store', created.id)).toMatchObject({ name: '文件门店' });
      expect(second.session(session.token)).toMatchObject({ username: 'admin' });
      expect(second.list('customer')).toHaveLength(20);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
