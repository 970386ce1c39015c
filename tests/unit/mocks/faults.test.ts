import {
  FAULT_STORAGE_KEY,
  MALFORMED_BODY,
  memoryFaults,
  parseFault,
  storageFaults,
  type DemoFault,
} from '../../../src/mocks/faults';
import { createTestServer } from '../../../src/mocks/node';
import { DEMO_PREFIX } from '../../../src/mocks/routing';
import { API_PATHS } from '../../../dataProvider/paths';
import { call, login, ORIGIN, type ErrorBody, type ListBody } from '../../support/demoClient';

const faults = memoryFaults();
const { server } = createTestServer({ customerCount: 30, faults });
const CUSTOMERS = '/plugin/love/admin/customer';
const STORES = '/plugin/love/store/admin/store';

let admin = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  admin = await login('admin');
});
afterEach(() => faults.set(undefined));
afterAll(() => server.close());

/** Turns the switch on through the demo API, as `curl -X POST /__demo/fault` does. */
async function inject(fault: Record<string, unknown>): Promise<void> {
  const res = await call('/__demo/fault', { method: 'POST', body: fault });
  expect(res).toEqual({ status: 200, body: { data: parseFault(JSON.stringify(fault)) } });
}

const raw = (path: string, init: RequestInit = {}) =>
  fetch(`${ORIGIN}${path}`, { ...init, headers: { Authorization: admin, local: 'en', ...init.headers } });

describe('demo API faults, through the handlers', () => {
  it('500: answers {code: 500, text} with status 500 and the error-message header', async () => {
    await inject({ kind: '500' });
    const res = await call<ErrorBody>(CUSTOMERS, { token: admin, lang: 'en' });
    expect(res).toEqual({ status: 500, body: { code: 500, text: 'Internal server error' } });
    const download = await raw(`${CUSTOMERS}/export`);
    expect(decodeURIComponent(download.headers.get('error-message') ?? '')).toBe('Internal server error');
    expect((await call<ErrorBody>(STORES, { token: admin })).body.text).toBe('服务器内部错误');
  });

  it('malformed: answers 200 with a body that is not JSON', async () => {
    await inject({ kind: 'malformed', match: 'customer' });
    const res = await raw(`${CUSTOMERS}?per_page=5`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(body) as unknown).toThrow(SyntaxError);
    // Other paths are not hit.
    expect((await call<ListBody>(STORES, { token: admin })).status).toBe(200);
  });

  it('timeout: never answers, until the client gives up', async () => {
    await inject({ kind: 'timeout', match: '/customer' });
    const started = Date.now();
    await expect(raw(CUSTOMERS, { signal: AbortSignal.timeout(300) })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect((await call(STORES, { token: admin })).status).toBe(200);
  });

  it('offline: the request fails with a network error', async () => {
    await inject({ kind: 'offline', method: 'put' });
    expect((await call(CUSTOMERS, { token: admin })).status).toBe(200);
    await expect(
      raw(`${CUSTOMERS}/1`, { method: 'PUT', body: JSON.stringify({ name: '新名字' }) }),
    ).rejects.toThrow(TypeError);
  });

  it('times: fails that many matching requests, then clears itself so a retry succeeds', async () => {
    await inject({ kind: '500', match: 'customer?', times: 2 });
    expect((await call(`${CUSTOMERS}?page=1`, { token: admin })).status).toBe(500);
    expect(faults.get()).toEqual({ kind: '500', match: 'customer?', times: 1 });
    expect((await call(`${CUSTOMERS}/1`, { token: admin })).status).toBe(200); // no match: not counted
    expect((await call(`${CUSTOMERS}?page=1`, { token: admin })).status).toBe(500);
    expect(faults.get()).toBeUndefined();
    expect((await call(`${CUSTOMERS}?page=1`, { token: admin })).status).toBe(200);
  });

  it('never hits the demo API’s own calls; GET reads the switch, DELETE clears it', async () => {
    expect(Object.values(API_PATHS.demo).every((path) => path.startsWith(DEMO_PREFIX))).toBe(true);
    await inject({ kind: 'offline' });
    expect(await call('/__demo/fault')).toEqual({ status: 200, body: { data: { kind: 'offline' } } });
    expect((await call<{ data: { fault: DemoFault } }>('/__demo/status')).body.data.fault).toEqual({
      kind: 'offline',
    });
    expect((await call('/__demo/fault', { method: 'DELETE' })).status).toBe(204);
    expect(await call('/__demo/fault')).toEqual({ status: 200, body: { data: null } });
    expect((await call(CUSTOMERS, { token: admin })).status).toBe(200);
  });

  it('refuses a switch that is not one, in the request language', async () => {
    const res = await call<ErrorBody>('/__demo/fault', {
      method: 'POST',
      lang: 'en',
      body: { kind: '404', times: 0, extra: 1 },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['kind', 'times']);
    expect(faults.get()).toBeUndefined();
  });
});

describe('the fault switch', () => {
  it('parses the DEMO_FAULT / localStorage JSON, upper-casing the method', () => {
    expect(parseFault('{"kind":"timeout","match":"customer","method":"post","times":1}')).toEqual({
      kind: 'timeout',
      match: 'customer',
      method: 'POST',
      times: 1,
    });
    expect(() => parseFault('{kind: 500}')).toThrow('demo fault: not JSON: {kind: 500}');
    expect(() => parseFault('{"kind":"slow"}')).toThrow(/^demo fault: .*kind/s);
  });

  it('in the browser: reads localStorage on every request and counts `times` down in it', () => {
    localStorage.clear();
    const browser = storageFaults(localStorage);
    expect(browser.get()).toBeUndefined();
    localStorage.setItem(FAULT_STORAGE_KEY, JSON.stringify({ kind: 'offline', times: 2 }));
    expect(browser.get()).toEqual({ kind: 'offline', times: 2 });
    browser.set({ kind: 'offline', times: 1 });
    expect(JSON.parse(localStorage.getItem(FAULT_STORAGE_KEY) ?? '')).toEqual({ kind: 'offline', times: 1 });
    browser.set(undefined);
    expect(localStorage.getItem(FAULT_STORAGE_KEY)).toBeNull();
  });

  it('in the browser: ignores a value that is not a switch, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(FAULT_STORAGE_KEY, '500');
    const browser = storageFaults(localStorage);
    expect(browser.get()).toBeUndefined();
    expect(browser.get()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    localStorage.clear();
  });
});
