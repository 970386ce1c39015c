// @vitest-environment node
import { createDb } from '../../../src/mocks/db';
import { MALFORMED_BODY, memoryFaults, parseFault } from '../../../src/mocks/faults';
import { startDemoServer, type DemoServer } from '../../../src/mocks/server/http';

const APP_ORIGIN = 'http://127.0.0.1:4173';
const CUSTOMERS = '/plugin/love/admin/customer';

let server: DemoServer;
let token = '';

const send = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      Origin: APP_ORIGIN,
      'Content-Type': 'application/json',
      local: 'en',
      Authorization: token,
      ...init.headers,
    },
  });

const inject = async (fault: object) => {
  const res = await send('/__demo/fault', { method: 'POST', body: JSON.stringify(fault) });
  expect(res.status).toBe(200);
  expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
};

beforeAll(async () => {
  // As `DEMO_FAULT='{"kind":"500","match":"customer","times":1}' npm run demo:server` starts.
  const faults = memoryFaults(parseFault('{"kind":"500","match":"customer","times":1}'));
  server = await startDemoServer({ db: createDb({ customerCount: 20 }), port: 0, faults });
  const login = await send('/plugin/love/admin/login/by-password', {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: 'demo123' }),
  });
  token = ((await login.json()) as { Authorization: string }).Authorization;
});
afterAll(() => server.close());

describe('demo API faults over HTTP', () => {
  it('starts with the DEMO_FAULT switch on; it clears itself after `times` requests', async () => {
    const failed = await send(CUSTOMERS);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ code: 500, text: 'Internal server error' });
    expect((await send(CUSTOMERS)).status).toBe(200);
  });

  it('malformed: a 200 whose body is not JSON', async () => {
    await inject({ kind: 'malformed', times: 1 });
    const res = await send(CUSTOMERS);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(MALFORMED_BODY);
  });

  it('offline: the connection is dropped without an answer', async () => {
    await inject({ kind: 'offline', times: 1 });
    await expect(send(CUSTOMERS)).rejects.toThrow(TypeError);
    expect((await send(CUSTOMERS)).status).toBe(200);
  });

  it('timeout: keeps the socket open without answering until the client gives up', async () => {
    await inject({ kind: 'timeout', match: '/customer', times: 1 });
    const started = Date.now();
    await expect(send(CUSTOMERS, { signal: AbortSignal.timeout(400) })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect((await send(CUSTOMERS)).status).toBe(200);
  });

  it('timeout: a request still waiting is dropped when the server closes', async () => {
    const other = await startDemoServer({
      db: createDb({ customerCount: 5 }),
      port: 0,
      faults: memoryFaults({ kind: 'timeout' }),
    });
    const pending = fetch(`${other.url}/admin/user/self`).then(
      (res) => res.status,
      (error: unknown) => (error instanceof Error ? error.name : 'failed'),
    );
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        other.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    await expect.poll(connections).toBeGreaterThan(0);
    const closing = Date.now();
    await other.close();
    expect(Date.now() - closing).toBeLessThan(2000);
    expect(await pending).toBe('TypeError');
  });
});
