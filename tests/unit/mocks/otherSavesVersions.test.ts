import { LOVE_ADMIN_PREFIX } from '../../../dataProvider/config';
import { API_PATHS, fillPath } from '../../../dataProvider/paths';
import { createTestServer } from '../../../src/mocks/node';
import { call, login, type Lang, type Row } from '../../support/demoClient';

// The other hand-built saves of an existing record are versioned too (issue 40 point 1,
// docs/api-conventions.md "Versions and conflicts"): the worker schedule's week, a media tag's
// rename, a customer's VIP expiry and change of binding send the revision read; a stale one is a
// 409 with the record as it is now, and nothing changes.

const { server, db } = createTestServer({ customerCount: 6 });
let token = '';
let name = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  token = await login('admin');
  const self = await call<{ data: { user: { name: string } } }>(API_PATHS.session.self, { token });
  name = self.body.data.user.name;
});
afterAll(() => server.close());

interface StaleBody {
  code: number;
  reason: string;
  text: string;
  current: Row;
}

const send = <T = { data: Row }>(path: string, method: string, body?: Row, lang: Lang = 'zh_CN') =>
  call<T>(path, { method, token, body, lang });

const staleText = (lang: Lang, time: unknown) =>
  lang === 'en'
    ? `This record was changed by ${name} at ${String(time)}; check before saving`
    : `此记录已被 ${name} 于 ${String(time)} 修改，请核对后再保存`;

const LANGS = ['zh_CN', 'en'] as const;

describe('versioned worker schedule week (demo API)', () => {
  const weekPath = (start: string) => `${API_PATHS.dashboard.scheduleWeek}?store_id=1&week_start=${start}`;
  const workerOf = () => Number(db.list('worker').find((w) => w.store_id === 1)?.id);

  it('a week never saved is revision 1; a save that changes a cell bumps it and names who saved', async () => {
    const read = (await send(weekPath('2031-03-03'), 'GET')).body.data;
    expect(read).toMatchObject({ store_id: 1, week_start: '2031-03-03', cells: [], revision: 1 });
    const cell = { worker_id: workerOf(), date: '2031-03-04', shift: 'night' };
    const body = { store_id: 1, week_start: '2031-03-03', cells: [cell], revision: 1 };
    expect((await send(API_PATHS.dashboard.scheduleSave, 'POST', body)).status).toBe(204);
    const after = (await send(weekPath('2031-03-03'), 'GET')).body.data;
    expect(after).toMatchObject({ cells: [cell], revision: 2, updated_by: name });
    // The same week saved again unchanged keeps its revision.
    expect((await send(API_PATHS.dashboard.scheduleSave, 'POST', { ...body, revision: 2 })).status).toBe(204);
    expect((await send(weekPath('2031-03-03'), 'GET')).body.data.revision).toBe(2);
  });

  it.each(LANGS)(
    'a save of a week based on a stale revision is a 409, nothing changed (%s)',
    async (lang) => {
      const start = lang === 'en' ? '2031-04-07' : '2031-04-14';
      const worker = workerOf();
      const first = {
        store_id: 1,
        week_start: start,
        cells: [{ worker_id: worker, date: start, shift: 'full' }],
      };
      expect((await send(API_PATHS.dashboard.scheduleSave, 'POST', { ...first, revision: 1 })).status).toBe(
        204,
      );
      const now = (await send(weekPath(start), 'GET')).body.data;
      const late = await send<StaleBody>(
        API_PATHS.dashboard.scheduleSave,
        'POST',
        { ...first, cells: [{ worker_id: worker, date: start, shift: 'rest' }], revision: 1 },
        lang,
      );
      expect(late.status).toBe(409);
      expect(late.body).toEqual({
        code: 409,
        reason: 'stale',
        text: staleText(lang, now.updated_at),
        current: now,
      });
      expect((await send(weekPath(start), 'GET')).body.data).toEqual(now);
    },
  );
});

describe('versioned media tag rename (demo API)', () => {
  it.each(LANGS)('a rename based on a stale revision is a 409 with the tag now (%s)', async (lang) => {
    const tag = (await send<{ data: Row }>(API_PATHS.media.tagAdd, 'POST', { name: `t-${lang}` })).body.data;
    expect(tag).toMatchObject({ revision: 1 });
    const renamed = await send(API_PATHS.media.tagEdit, 'POST', {
      id: tag.id,
      name: `a-${lang}`,
      revision: 1,
    });
    expect(renamed.body.data).toMatchObject({ name: `a-${lang}`, revision: 2, updated_by: name });
    const late = await send<StaleBody>(
      API_PATHS.media.tagEdit,
      'POST',
      { id: tag.id, name: `b-${lang}`, revision: 1 },
      lang,
    );
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      code: 409,
      reason: 'stale',
      text: staleText(lang, renamed.body.data.updated_at),
      current: renamed.body.data,
    });
    expect(db.get('attach-tag', Number(tag.id))?.name).toBe(`a-${lang}`);
  });
});

describe('versioned customer VIP expiry and change of binding (demo API)', () => {
  const customer = () => db.list('customer')[0] as Row;
  const read = async () =>
    (await send(`${LOVE_ADMIN_PREFIX}customer/${String(customer().id)}`, 'GET')).body.data;

  it.each(LANGS)(
    'a VIP expiry based on a stale revision is a 409 with the customer as read (%s)',
    async (lang) => {
      const before = await read();
      const date = lang === 'en' ? '2040-01-02' : '2040-03-04';
      const path = fillPath(API_PATHS.customer.changeVipTime, { id: Number(before.id) });
      const fresh = await send(path, 'PUT', { vip_expire_at: date, revision: before.revision });
      expect(fresh.body.data).toMatchObject({
        vip_expire_at: date,
        revision: Number(before.revision) + 1,
      });
      const now = await read();
      const late = await send<StaleBody>(
        path,
        'PUT',
        { vip_expire_at: '2041-05-06', revision: before.revision },
        lang,
      );
      expect(late.status).toBe(409);
      expect(late.body).toEqual({
        code: 409,
        reason: 'stale',
        text: staleText(lang, now.updated_at),
        current: now,
      });
      expect(customer().vip_expire_at).toBe(date);
    },
  );

  it.each(LANGS)(
    'a change of binding based on a stale revision is a 409, the binding kept (%s)',
    async (lang) => {
      const before = await read();
      const workers = db.list('worker').filter((w) => w.status !== 0 && w.id !== before.worker_id);
      const [first, second] = workers;
      if (!first || !second) throw new Error('two other active workers are needed');
      const bind = (worker: Row, revision: unknown) =>
        send<StaleBody>(
          API_PATHS.customer.changeBind,
          'POST',
          { id: before.id, worker_id: worker.id, revision },
          lang,
        );
      expect((await bind(first, before.revision)).status).toBe(200);
      const now = await read();
      const late = await bind(second, before.revision);
      expect(late.status).toBe(409);
      expect(late.body).toEqual({
        code: 409,
        reason: 'stale',
        text: staleText(lang, now.updated_at),
        current: now,
      });
      expect(customer().worker_id).toBe(first.id);
      // Without a revision the write is unconditional (an older client).
      expect((await bind(second, undefined)).status).toBe(200);
    },
  );
});
