// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../../src/mocks/db';
import { FAULT_STORAGE_KEY } from '../../../src/mocks/faults';
import { UNKNOWN_TOKEN_CLOSE_CODE } from '../../../src/mocks/realtime';
import { linkDemoWorker, type DemoLink, type WorkerPort } from '../../../src/mocks/worker/link';
import { pageFaults } from '../../../src/mocks/worker/pageFaults';
import { serveDemoApi, type WorkerScope } from '../../../src/mocks/worker/serve';
import type { PersistenceStatus } from '../../../src/mocks/persistence';
import type { TabChannel } from '../../../src/mocks/tabSync';

// Issue 44: the in-browser demo API runs in a dedicated worker; the page relays msw's requests and
// the live socket to it. Here the page and the worker are the two ends of a MessageChannel.

const ORIGIN = 'http://localhost';
const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/** A tab channel that goes nowhere (one tab). */
const alone: TabChannel = {
  postMessage: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
};

interface Page {
  demo: DemoLink;
  storage: Map<string, string>;
  persistence: PersistenceStatus[];
}

/** A page and its demo worker, started as spawn.ts starts it. */
function pageWithWorker(): Page {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  serveDemoApi(port2 as unknown as WorkerScope, {
    openStore: () => createDb({ customerCount: 5 }),
    tabs: alone,
  });
  port2.start();
  const pagePort = port1 as unknown as WorkerPort;
  pagePort.postMessage({ type: 'start' });
  const storage = new Map<string, string>();
  const persistence: PersistenceStatus[] = [];
  const demo = linkDemoWorker(pagePort, {
    readFault: () => storage.get(FAULT_STORAGE_KEY) ?? null,
    writeFault: (raw) =>
      raw === null ? storage.delete(FAULT_STORAGE_KEY) : storage.set(FAULT_STORAGE_KEY, raw),
    onPersistence: (status) => persistence.push(status),
  });
  port1.start();
  return { demo, storage, persistence };
}

const json = (path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
  new Request(`${ORIGIN}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      local: 'en',
      ...(init.token ? { Authorization: init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

async function signIn(demo: DemoLink): Promise<string> {
  const res = await demo.answer(
    json('/plugin/love/admin/login/by-password', {
      method: 'POST',
      body: { username: 'admin', password: 'demo123' },
    }),
  );
  if (!res) throw new Error('login unhandled');
  const body = (await res.json()) as { Authorization: string };
  return body.Authorization;
}

describe('the demo API in its worker (issue 44)', () => {
  it('answers the requests the page relays: a sign-in (POST body), then the user info and a list page with the token', async () => {
    const { demo } = pageWithWorker();
    const token = await signIn(demo);
    expect(token).not.toBe('');
    const self = await demo.answer(json('/admin/user/self', { token }));
    expect(self?.status).toBe(200);
    expect(((await self?.json()) as { data: { user: { name: string } } }).data.user.name).toBeTruthy();
    const page = await demo.answer(json('/plugin/love/admin/customer?page=1&per_page=3', { token }));
    const body = (await page?.json()) as { data: unknown[]; meta: { total: number } };
    expect(body.data).toHaveLength(3);
    expect(body.meta.total).toBeGreaterThanOrEqual(5);
  });

  it('answers 401 without a session, in the language asked, and leaves a path it does not serve to the network', async () => {
    const { demo } = pageWithWorker();
    const res = await demo.answer(json('/admin/user/self'));
    expect(res?.status).toBe(401);
    expect(await demo.answer(json('/no/such/route/of/the/demo'))).toBeUndefined();
  });

  it("a fault with `times: 1` fails one request only, though the next one still brings the page's old switch", async () => {
    const { demo, storage } = pageWithWorker();
    const token = await signIn(demo);
    storage.set(FAULT_STORAGE_KEY, JSON.stringify({ kind: '500', times: 1 }));
    const stale = storage.get(FAULT_STORAGE_KEY) ?? null;
    const [first, second] = await Promise.all([
      demo.answer(json('/plugin/love/store/admin/store', { token })),
      demo.answer(json('/plugin/love/store/admin/store', { token })),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([200, 500]);
    // The worker used the switch up and the page's storage followed.
    expect(storage.has(FAULT_STORAGE_KEY)).toBe(false);
    expect(stale).not.toBeNull();
    const failed = first?.status === 500 ? first : second;
    expect(await failed?.json()).toEqual({ code: 500, text: 'Internal server error' });
  });

  it("POST /__demo/fault sets the switch in the page's storage; `offline` answers a network error", async () => {
    const { demo, storage } = pageWithWorker();
    const token = await signIn(demo);
    const set = await demo.answer(
      json('/__demo/fault', { method: 'POST', body: { kind: 'offline', match: 'store' } }),
    );
    expect(set?.status).toBe(200);
    expect(JSON.parse(storage.get(FAULT_STORAGE_KEY) ?? '{}')).toEqual({ kind: 'offline', match: 'store' });
    const res = await demo.answer(json('/plugin/love/store/admin/store', { token }));
    expect(res?.type).toBe('error');
  });

  it("a request the app gives up on (its signal aborted) ends: the `timeout` fault's answer never comes otherwise", async () => {
    const { demo, storage } = pageWithWorker();
    const token = await signIn(demo);
    storage.set(FAULT_STORAGE_KEY, JSON.stringify({ kind: 'timeout', match: 'store' }));
    const controller = new AbortController();
    const request = new Request(`${ORIGIN}/plugin/love/store/admin/store`, {
      headers: { Authorization: token },
      signal: controller.signal,
    });
    const answered = demo.answer(request);
    const settled = vi.fn();
    void answered.then(settled);
    // A request sent after it is answered; the timed-out one still waits.
    expect((await demo.answer(json('/admin/user/self', { token })))?.status).toBe(200);
    expect(settled).not.toHaveBeenCalled();
    controller.abort();
    expect((await answered)?.type).toBe('error');
  });

  it('the live socket goes through the worker: an unknown token is closed with 4401', async () => {
    const { demo } = pageWithWorker();
    const closed = new Promise<number | undefined>(
      (resolve) =>
        void demo.serveSocket('not-a-token', { send: () => undefined, close: (code) => resolve(code) }),
    );
    expect(await closed).toBe(UNKNOWN_TOKEN_CLOSE_CODE);
  });

  it('what the worker said before the page listened (the store fell back to memory) reaches the page', () => {
    const persistence: PersistenceStatus[] = [];
    const port: WorkerPort = { postMessage: () => undefined, addEventListener: () => undefined };
    linkDemoWorker(port, {
      early: [{ type: 'persistence', status: { mode: 'memory', reason: 'quota' } }],
      readFault: () => null,
      writeFault: () => undefined,
      onPersistence: (status) => persistence.push(status),
    });
    expect(persistence).toEqual([{ mode: 'memory', reason: 'quota' }]);
  });
});

describe("the worker's fault switch follows the page's storage (pageFaults)", () => {
  it('ignores the values it replaced until the page has followed, then takes what the page says', () => {
    const published: (string | null)[] = [];
    const faults = pageFaults((raw) => published.push(raw));
    const two = JSON.stringify({ kind: '500', times: 2 });
    faults.seen(two);
    expect(faults.get()).toEqual({ kind: '500', times: 2 });
    faults.set({ kind: '500', times: 1 });
    faults.set(undefined);
    expect(published).toEqual([JSON.stringify({ kind: '500', times: 1 }), null]);
    // Requests sent before the page followed still bring the old values.
    faults.seen(two);
    faults.seen(JSON.stringify({ kind: '500', times: 1 }));
    expect(faults.get()).toBeUndefined();
    // The page followed; then someone sets a new switch in its storage.
    faults.seen(null);
    faults.seen(two);
    expect(faults.get()).toEqual({ kind: '500', times: 2 });
  });

  it('a value that is not a switch is ignored, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const faults = pageFaults(() => undefined);
    faults.seen('{not json');
    faults.seen('{not json');
    expect(faults.get()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
