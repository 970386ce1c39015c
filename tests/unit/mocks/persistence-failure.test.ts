import 'fake-indexeddb/auto';
import { getResponse } from 'msw';
import { openDb, type DemoDb } from '../../../src/mocks/db';
import { createHandlers } from '../../../src/mocks/handlers';
import { idbPersistence, type PersistenceStatus } from '../../../src/mocks/persistence';

const OPTIONS = { customerCount: 20 };
const ORIGIN = 'http://localhost';

/** `GET /__demo/status` through the handlers. */
async function status(db: DemoDb): Promise<PersistenceStatus> {
  const res = await getResponse(createHandlers(db), new Request(`${ORIGIN}/__demo/status`));
  expect(res?.status).toBe(200);
  return ((await res?.json()) as { data: { persistence: PersistenceStatus } }).data.persistence;
}

/** An open request that fires `event` (or nothing) instead of opening. */
function fakeOpen(event?: 'blocked'): IDBOpenDBRequest {
  const request = new EventTarget() as IDBOpenDBRequest;
  if (event === 'blocked')
    setTimeout(() => request.onblocked?.(new Event('blocked') as IDBVersionChangeEvent), 5);
  return request;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('demo store when IndexedDB fails', () => {
  it('saves to IndexedDB when it works, and says so', async () => {
    const db = openDb(OPTIONS, { persistence: idbPersistence() });
    await db.ready();
    await db.flush();
    expect(await status(db)).toEqual({ mode: 'indexeddb' });
    expect(db.persistent).toBe(true);
  });

  it('runs in memory when there is no IndexedDB (unavailable)', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const db = openDb(OPTIONS, { persistence: idbPersistence() });
    await db.ready();
    expect(db.list('customer')).toHaveLength(20);
    expect(await status(db)).toEqual({
      mode: 'memory',
      reason: 'unavailable',
      detail: 'StorageError: IndexedDB is not available',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^demo API: indexeddb failed/));
  });

  it('runs in memory when opening is refused (private mode: SecurityError)', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    });
    const db = openDb(OPTIONS, { persistence: idbPersistence() });
    await db.ready();
    expect(db.persistence).toMatchObject({ mode: 'memory', reason: 'unavailable' });
  });

  it('runs in memory when opening is blocked', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => fakeOpen('blocked'));
    const db = openDb(OPTIONS, { persistence: idbPersistence() });
    await db.ready();
    expect(await status(db)).toEqual({
      mode: 'memory',
      reason: 'blocked',
      detail: 'StorageError: IndexedDB open is blocked',
    });
  });

  it('runs in memory when opening hangs, after the open timeout, and answers sessions meanwhile', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => fakeOpen());
    const db = openDb(OPTIONS, { persistence: idbPersistence({ openTimeoutMs: 80 }) });
    const started = Date.now();
    await db.sessionsReady();
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
    await db.ready();
    expect(db.persistence).toEqual({
      mode: 'memory',
      reason: 'blocked',
      detail: 'StorageError: IndexedDB did not open within 80 ms',
    });
  });

  it('a write refused for quota switches to memory and the status says so, once', async () => {
    const db = openDb(OPTIONS, { persistence: idbPersistence() });
    await db.ready();
    await db.flush();
    expect(db.persistence).toEqual({ mode: 'indexeddb' });
    const changes: PersistenceStatus[] = [];
    db.onPersistenceChange((next) => changes.push(next));

    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const created = db.create('store', { name: '满了的店', status: 1 });
    await db.flush();
    const full: PersistenceStatus = {
      mode: 'memory',
      reason: 'quota',
      detail: 'QuotaExceededError: The quota has been exceeded.',
    };
    expect(await status(db)).toEqual(full);
    expect(changes).toEqual([full]);
    expect(db.persistent).toBe(false);

    // The demo goes on in memory: the write is there, later writes too, and no more saving fails.
    expect(db.get('store', created.id)?.name).toBe('满了的店');
    db.create('store', { name: '又一家', status: 1 });
    await db.flush();
    expect(changes).toHaveLength(1);
  });

  it('any other write error switches to memory as `failed`', async () => {
    const db = openDb(OPTIONS, { persistence: idbPersistence() });
    await db.ready();
    await db.flush();
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Disk I/O error', 'UnknownError');
    });
    db.createSession('admin', 1);
    await db.flush();
    expect(db.persistence).toEqual({
      mode: 'memory',
      reason: 'failed',
      detail: 'UnknownError: Disk I/O error',
    });
  });
});
