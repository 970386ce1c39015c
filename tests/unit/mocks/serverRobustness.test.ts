// @vitest-environment node
import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';
import { createDb } from '../../../src/mocks/db';
import { startDemoServer, type DemoServer } from '../../../src/mocks/server/http';
import { PING_ANSWER, SOCKET_MAX_FRAME_BYTES } from '../../../src/mocks/server/socket';

// Issue 40 point 8: whatever a client sends (a broken path, body or socket frame), the demo server
// answers it or drops it, and keeps answering everyone else. Loopback only, a bounded few hundred.

let server: DemoServer;
let token = '';
let socketToken = '';

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', local: 'en', Authorization: token, ...init.headers },
  });

/** Sends raw bytes on a fresh connection and resolves with what came back until the server closed. */
function raw(bytes: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('error', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.write(bytes);
    // Half-close: a request the server waits on for more (a truncated body) ends here.
    socket.end();
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

/** The handshake of a WebSocket upgrade to a path, as raw bytes. */
const upgradeRequest = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
  'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n';

async function stillAnswers() {
  const self = await api('/admin/user/self');
  expect(self.status).toBe(200);
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/im/${socketToken}`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const reply = new Promise<unknown>((resolve) =>
    ws.once('message', (data) => resolve(JSON.parse(String(data)))),
  );
  ws.send(JSON.stringify({ class: 'Response', method: 'ping' }));
  expect(await reply).toEqual(PING_ANSWER);
  ws.close();
}

const BAD_PATHS = [
  '/im/%E0%A4',
  '/im/%',
  '/im/%%',
  '/im/%E0%A4%A',
  '/%',
  '/%E0%A4',
  '/%00',
  '/plugin/love/admin/customer/%E0%A4',
  '/plugin/love/admin/customer/%',
  '/plugin/love/admin/customer?page=%E0%A4&per_page=%',
  '/plugin/love/admin/customer?sort=%ZZ&filter=%7B',
  '/plugin/love/admin/customer?filter={"q":',
  '/admin/user/self?%=%&&&==',
  `/plugin/love/admin/customer/${'a'.repeat(4000)}`,
  `/im/${'%E0'.repeat(1000)}`,
  '//..//..//etc/passwd',
  '/plugin/love/admin/customer/../../../x',
];

beforeAll(async () => {
  server = await startDemoServer({ db: createDb({ customerCount: 10 }), port: 0 });
  const login = await api('/plugin/love/admin/login/by-password', {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: 'demo123' }),
  });
  token = ((await login.json()) as { Authorization: string }).Authorization;
  const issued = await api('/user/websocket/token');
  socketToken = ((await issued.json()) as { data: { websocket_token: string } }).data.websocket_token;
});
afterAll(() => server.close());

describe('the demo server survives malformed input (issue 40)', () => {
  it('answers each malformed path, plain or as a socket upgrade, without crashing', async () => {
    for (const path of BAD_PATHS) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const answer = await raw(
          `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        );
        expect(statusOf(answer), `${method} ${path}`).toBeGreaterThanOrEqual(200);
      }
      // An upgrade to a path that is not a valid socket path is refused (400) or dropped.
      const upgraded = await raw(upgradeRequest(path));
      expect([0, 400, 404]).toContain(statusOf(upgraded));
    }
    // A path longer than Node's header limit, and bytes that are not HTTP at all.
    expect(statusOf(await raw(`GET /${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`))).toBe(431);
    expect(statusOf(await raw('\u0000\u00ff garbage\r\n\r\n'))).toBe(400);
    await stillAnswers();
  });

  it('answers a malformed JSON body with 400, never 500, and a truncated body cleanly', async () => {
    const bodies = ['{', '{"username":', 'null', '[]', '"x"', '\u0000\u0001', '{"a":1}}', 'undefined', ''];
    const targets = [
      ['POST', '/plugin/love/admin/login/by-password'],
      ['POST', '/plugin/love/admin/store'],
      ['PUT', '/plugin/love/admin/store/1'],
      ['POST', '/plugin/love/admin/customer/allocate'],
      ['POST', '/__demo/fault'],
    ] as const;
    for (const [method, path] of targets) {
      for (const body of bodies) {
        const res = await api(path, { method, body });
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        await res.arrayBuffer();
      }
    }
    // A body that announces more than it sends, and one over the server's body limit.
    const truncated = await raw(
      'POST /plugin/love/admin/store HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 500\r\n\r\n{"name":',
    );
    expect([0, 400]).toContain(statusOf(truncated));
    const huge = await raw(
      'POST /plugin/love/admin/store HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${String(10 * 1024 * 1024 * 1024)}\r\nConnection: close\r\n\r\n{`,
    );
    expect(statusOf(huge)).toBe(413);
    await stillAnswers();
  });

  it('ignores malformed socket frames, closes on oversized or broken ones, and stays up', async () => {
    const url = `${server.url.replace(/^http/, 'ws')}/im/${socketToken}`;
    const ws = new WebSocket(url);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const frames: (string | Buffer)[] = [
      'not json',
      '{',
      'null',
      '[]',
      '{"method":{"nested":[1,2,3]}}',
      '{"method":"ping"',
      Buffer.from([0xff, 0xfe, 0x00, 0x01]),
      Buffer.alloc(1024, 7),
    ];
    for (let i = 0; i < 25; i += 1) for (const frame of frames) ws.send(frame);
    // The same socket still answers a ping after 200 bad frames.
    const reply = new Promise<unknown>((resolve) =>
      ws.once('message', (data) => resolve(JSON.parse(String(data)))),
    );
    ws.send(JSON.stringify({ method: 'ping' }));
    expect(await reply).toEqual(PING_ANSWER);

    // A frame over the bound closes that socket with 1009 (message too big), nothing else.
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    ws.send(Buffer.alloc(SOCKET_MAX_FRAME_BYTES + 1, 1));
    expect(await closed).toBe(1009);

    // Frames that break the protocol (unmasked, a reserved opcode, invalid UTF-8 text) on raw sockets.
    const broken = [
      Buffer.from([0x81, 0x02, 0x68, 0x69]), // unmasked text frame from a client
      Buffer.from([0x8f, 0x80, 1, 2, 3, 4]), // reserved opcode 0xF
      Buffer.from([0x81, 0x82, 0, 0, 0, 0, 0xc3, 0x28]), // masked text frame, invalid UTF-8
      Buffer.from([0xc1, 0x80, 0, 0, 0, 0]), // RSV1 set without an extension
    ];
    for (const frame of broken) {
      const answer = await raw(Buffer.concat([Buffer.from(upgradeRequest(`/im/${socketToken}`)), frame]));
      expect(statusOf(answer)).toBe(101);
    }
    await stillAnswers();
  });
});
