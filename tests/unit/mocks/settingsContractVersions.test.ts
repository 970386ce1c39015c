import { API_PATHS, fillPath } from '../../../dataProvider/paths';
import { OFFICIAL_DEFAULTS } from '../../../src/mocks/bespoke/official';
import { createTestServer } from '../../../src/mocks/node';
import { call, login, type Lang, type Row } from '../../support/demoClient';

// Settings pages and contracts are versioned like every record (issue 40 point 1,
// docs/api-conventions.md "Versions and conflicts"): a save sends the fields changed and the
// revision read; a stale one is a 409 with the record as GET answers it, secrets masked.

const { server, db } = createTestServer({ customerCount: 6 });
const tokens = { admin: '', matchmaker: '' };
const names = { admin: '', matchmaker: '' };

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  for (const who of ['admin', 'matchmaker'] as const) {
    tokens[who] = await login(who);
    const self = await call<{ data: { user: { name: string } } }>(API_PATHS.session.self, {
      token: tokens[who],
    });
    names[who] = self.body.data.user.name;
  }
});
afterAll(() => server.close());

type Who = keyof typeof tokens;
interface StaleBody {
  code: number;
  reason: string;
  text: string;
  current: Row;
}

const BASIC = fillPath(API_PATHS.settings.values, { scope: 'love', group: 'basic' });
const get = (path: string, who: Who = 'admin') => call<{ data: Row }>(path, { token: tokens[who] });
const put = <T = { data: Row }>(path: string, body: Row, who: Who = 'admin', lang: Lang = 'zh_CN') =>
  call<T>(path, { method: 'PUT', token: tokens[who], body, lang });

const stale = (lang: Lang, name: string, time: unknown) =>
  lang === 'en'
    ? `This record was changed by ${name} at ${String(time)}; check before saving`
    : `此记录已被 ${name} 于 ${String(time)} 修改，请核对后再保存`;

describe('versioned settings pages (demo API)', () => {
  it('a page answers its values with a revision; a fresh save changes the fields sent and bumps it', async () => {
    const read = (await get(BASIC)).body.data;
    expect(read).toMatchObject({ revision: expect.any(Number) });
    const saved = await put(BASIC, { public_sea_days: 20, revision: read.revision });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      public_sea_days: 20,
      // A field not sent keeps its value.
      service_phone: read.service_phone,
      revision: Number(read.revision) + 1,
      updated_by: names.admin,
    });
    expect(saved.body.data.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await get(BASIC)).body.data).toEqual(saved.body.data);
  });

  it.each(['zh_CN', 'en'] as const)(
    'a save based on a stale revision is a 409 naming who changed it, nothing changed (%s)',
    async (lang) => {
      const read = (await get(BASIC)).body.data;
      const days = lang === 'en' ? 10 : 9;
      const first = await put(BASIC, { expire_notice_days: days, revision: read.revision });
      expect(first.status).toBe(200);
      const second = await put<StaleBody>(
        BASIC,
        { expire_notice_days: 11, revision: read.revision },
        'admin',
        lang,
      );
      expect(second.status).toBe(409);
      expect(second.body).toEqual({
        code: 409,
        reason: 'stale',
        text: stale(lang, names.admin, first.body.data.updated_at),
        current: first.body.data,
      });
      expect((await get(BASIC)).body.data.expire_notice_days).toBe(days);
    },
  );

  it('a save without a revision is unconditional; a malformed one is refused', async () => {
    expect((await put(BASIC, { expire_notice_days: 12 })).status).toBe(200);
    expect((await put(BASIC, { expire_notice_days: 13, revision: 'one' })).status).toBe(422);
    expect((await get(BASIC)).body.data.expire_notice_days).toBe(12);
  });

  it('two pages that read a group never saved cannot both save unchecked', async () => {
    const path = fillPath(API_PATHS.settings.values, { scope: 'system', group: 'security' });
    const read = (await get(path)).body.data;
    expect(read.revision).toBe(1);
    // The first values saved as they are change nothing.
    expect((await put(path, { login_fail_lock: read.login_fail_lock, revision: 1 })).body.data.revision).toBe(
      1,
    );
    expect((await put(path, { login_fail_lock: 6, revision: 1 })).body.data.revision).toBe(2);
    expect((await put(path, { login_fail_lock: 7, revision: 1 })).status).toBe(409);
  });

  it('the official account’s 409 carries the secrets masked, as GET answers them', async () => {
    const path = API_PATHS.settings.official;
    const read = (await get(path)).body.data;
    expect(read.app_secret).toBe('********');
    expect((await put(path, { subscribe_reply: '欢迎！', revision: read.revision })).status).toBe(200);
    const refused = await put<StaleBody>(path, { token: 'other123', revision: read.revision }, 'admin', 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.current).toMatchObject({ app_secret: '********', encoding_aes_key: '********' });
    expect(JSON.stringify(refused.body)).not.toContain(String(OFFICIAL_DEFAULTS.app_secret));
    expect(refused.body.text).toBe(stale('en', names.admin, refused.body.current.updated_at));
  });
});

describe('versioned contracts (demo API)', () => {
  async function newContract(): Promise<Row> {
    const customer = db.list('customer')[0];
    const config = db.list('contract-config')[0];
    const res = await call<{ data: Row }>(API_PATHS.contracts.create, {
      method: 'POST',
      token: tokens.admin,
      body: {
        customer_id: customer.id,
        config_id: config.id,
        party_b: '王芳',
        party_b_detail: { real_name: '王芳' },
        services: [{ content: '每月推荐三位会员' }],
        expireTime: { start: '2025-06-01', end: '2026-05-31' },
        order_price: 9800,
        signed_at: '2025-06-01',
        attaches: [],
      },
    });
    expect(res.status).toBe(200);
    return res.body.data;
  }

  it('a new contract is revision 1; an edit changes the fields sent and bumps it', async () => {
    const created = await newContract();
    expect(created.revision).toBe(1);
    const path = fillPath(API_PATHS.contracts.update, { id: Number(created.id) });
    const saved = await put(path, { order_price: 10800, revision: 1 }, 'matchmaker');
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      order_price: 10800,
      party_b: '王芳',
      revision: 2,
      updated_by: names.matchmaker,
    });
    expect(db.get('contract', Number(created.id))).toMatchObject({ order_price: 10800, revision: 2 });
  });

  it.each(['zh_CN', 'en'] as const)(
    'an edit based on a stale revision is a 409 with the contract as it is now (%s)',
    async (lang) => {
      const created = await newContract();
      const path = fillPath(API_PATHS.contracts.update, { id: Number(created.id) });
      const first = await put(path, { party_b: '李娜', revision: 1 }, 'matchmaker');
      expect(first.status).toBe(200);
      const second = await put<StaleBody>(path, { order_price: 1, revision: 1 }, 'admin', lang);
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({
        code: 409,
        reason: 'stale',
        text: stale(lang, names.matchmaker, first.body.data.updated_at),
        current: { id: created.id, party_b: '李娜', order_price: 9800, revision: 2 },
      });
      expect(db.get('contract', Number(created.id))?.order_price).toBe(9800);
    },
  );

  it('an edit needs a valid body and an existing contract', async () => {
    const created = await newContract();
    const path = fillPath(API_PATHS.contracts.update, { id: Number(created.id) });
    expect((await put(path, { order_price: -5, revision: 1 })).status).toBe(422);
    expect((await put(fillPath(API_PATHS.contracts.update, { id: 999999 }), { order_price: 1 })).status).toBe(
      404,
    );
  });
});
