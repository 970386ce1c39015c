import 'fake-indexeddb/auto';
import { createStore, get, set } from 'idb-keyval';
import { loadDb, SEED_VERSION, type DemoState } from '../../../src/mocks/db';

const OPTIONS = { customerCount: 30 };
const store = createStore('blind-demo-api', 'state');

describe('demo store persistence (IndexedDB)', () => {
  it('saves writes and sessions, and loads them on the next start', async () => {
    const db = await loadDb(OPTIONS);
    expect(db.persistent).toBe(true);
    const created = db.create('store', { name: '测试门店', status: 1 });
    const session = db.createSession('admin', 1);
    await db.flush();

    const reloaded = await loadDb(OPTIONS);
    expect(reloaded.get('store', created.id)).toMatchObject({ name: '测试门店' });
    expect(reloaded.session(`Bearer ${session.token}`)).toMatchObject({ username: 'admin' });
  });

  it('reseeds stored data of another seed version', async () => {
    const stored = await get<DemoState>('db', store);
    expect(stored?.version).toBe(SEED_VERSION);
    await set('db', { ...stored, version: SEED_VERSION + 1 }, store);
    const db = await loadDb(OPTIONS);
    expect(db.list('store').some((s) => s.name === '测试门店')).toBe(false);
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
});
