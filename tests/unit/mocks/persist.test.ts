import 'fake-indexeddb/auto';
import { getResponse } from 'msw';
import { createStore, get, set } from 'idb-keyval';
import { loadDb, openDb, SEED_VERSION, type DemoManifest } from '../../../src/mocks/db';
import { build } from '../../../src/mocks/factories';
import { createHandlers } from '../../../src/mocks/handlers';
import { idbPersistence } from '../../../src/mocks/persistence';

const OPTIONS = { customerCount: 30 };
const store = createStore('blind-demo-api', 'state');
const ORIGIN = 'http://localhost';

/** A store whose records wait for `release()` (or a data request) before they load. */
function heldBack() {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const db = openDb(OPTIONS, { persistence: idbPersistence(), beforeData: () => gate });
  return { db, handlers: createHandlers(db), release };
}

describe('demo store persistence (IndexedDB)', () => {
  it('saves writes and sessions, and loads them on the next start', async () => {
    const db = await loadDb(OPTIONS);
    expect(db.persistent).toBe(true);
    const { id: _id, ...values } = build('store', { name: '测试门店', status: 1 });
    const created = db.create('store', values);
    const session = db.createSession('admin', 1);
    await db.flush();

    const reloaded = await loadDb(OPTIONS);
    expect(reloaded.get('store', created.id)).toMatchObject({ name: '测试门店', phone: values.phone });
    expect(reloaded.session(`Bearer ${session.token}`)).toMatchObject({ username: 'admin' });
  });

  it('reseeds stored data of another seed version', async () => {
    const stored = await get<DemoManifest>('db', store);
    expect(stored?.version).toBe(SEED_VERSION);
    await set('db', { ...stored, version: SEED_VERSION + 1 }, store);
    const db = await loadDb(OPTIONS);
    expect(db.list('store').some((s) => s.name === '测试门店')).toBe(false);
    // The reseeded copy is saved now, not by a timer firing during the next test.
    await db.flush();
  });

  it('reset() reseeds and replaces the saved copy', async () => {
    const db = await loadDb(OPTIONS);
    db.create('store', { name: '又一家店', status: 1 });
    await db.flush();
    expect((await loadDb(OPTIONS)).list('store').some((s) => s.name === '又一家店')).toBe(true);
    await db.reset();
    expect(db.list('store').some((s) => s.name === '又一家店')).toBe(false);
    await db.flush();
    expect((await loadDb(OPTIONS)).list('store').some((s) => s.name === '又一家店')).toBe(false);
  });

  it('keeps collections outside the registry (site notices) across reloads', async () => {
    const db = await loadDb(OPTIONS);
    db.create('site_notice', { worker_id: 1, is_read: 0, content: { method: 'callIn' } });
    await db.flush();
    expect((await loadDb(OPTIONS)).list('site_notice')).toHaveLength(1);
  });

  it('logs a demo account in and answers its user info before the records are loaded', async () => {
    const { db, handlers, release } = heldBack();
    const login = await getResponse(
      handlers,
      new Request(`${ORIGIN}/plugin/love/admin/login/by-password`, {
        method: 'POST',
        body: JSON.stringify({ username: 'sales', password: 'demo123' }),
      }),
    );
    expect(login?.status).toBe(200);
    const { Authorization } = (await login?.json()) as { Authorization: string };
    const self = await getResponse(
      handlers,
      new Request(`${ORIGIN}/admin/user/self`, { headers: { Authorization } }),
    );
    expect(((await self?.json()) as { data: { user: { name: string } } }).data.user.name).toBe('王芳');
    expect(db.loaded).toBe(false);

    // The first data request does not wait for the gate (an idle moment in the browser): it
    // starts loading the records and is answered once they are there.
    const list = await getResponse(
      handlers,
      new Request(`${ORIGIN}/plugin/love/admin/customer?per_page=5`, { headers: { Authorization } }),
    );
    expect(((await list?.json()) as { meta: { total: number } }).meta.total).toBe(30);
    expect(db.loaded).toBe(true);
    release();
  });
});
