import { filterOptionsSchema, tagOptionsSchema } from '../../../dataProvider/methods/options';
import { createTestServer } from '../../../src/mocks/node';
import { call, login, type ErrorBody } from '../../support/demoClient';

// Spec §7 "Options and areas": `GET option-list` and `GET tag/option-list` of the demo API.

const { server, db } = createTestServer({ customerCount: 40 });
const OPTIONS = '/plugin/love/admin/option-list';
const TAGS = '/plugin/love/admin/tag/option-list';

let sales = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  sales = await login('sales');
});
afterAll(() => server.close());

describe('demo API: filter options', () => {
  it('option-list answers the channel tree, features, packages, user tags and statuses in the language', async () => {
    const zh = await call<{ data: unknown }>(OPTIONS, { token: sales });
    expect(zh.status).toBe(200);
    const options = filterOptionsSchema.parse(zh.body);
    const channels = db.list('channel');
    const tops = channels.filter((c) => !c.parent_id);
    expect(options.channel.map((c) => c.name)).toEqual(tops.map((c) => c.name));
    const first = options.channel[0];
    expect(first.child.map((c) => c.id)).toEqual(
      channels.filter((c) => c.parent_id === first.id).map((c) => c.id),
    );
    expect(options.channel.flatMap((c) => c.child)).toHaveLength(channels.length - tops.length);
    expect(options.feature.map((f) => f.id).sort((a, b) => Number(a) - Number(b))).toEqual(
      db.list('customer-feature').map((f) => f.id),
    );
    expect(options.package).toHaveLength(db.list('package').filter((p) => p.status !== 0).length);
    expect(options.user_status).toEqual([
      { name: '新客户', value: 1 },
      { name: '跟进中', value: 2 },
      { name: '高意向', value: 3 },
      { name: '已签约', value: 4 },
      { name: '已流失', value: 5 },
    ]);
    expect(options.user_tag.map((t) => t.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(options.user_tag[2]).toEqual({ name: '父母代为征婚', value: 3 });

    const en = filterOptionsSchema.parse((await call(OPTIONS, { token: sales, lang: 'en' })).body);
    expect(en.user_status[2]).toEqual({ name: 'High intention', value: 3 });
    expect(en.user_tag[0]).toEqual({ name: 'Top client', value: 1 });
  });

  it('tag/option-list answers the customer tags as { id, name }', async () => {
    const res = await call<{ data: unknown }>(TAGS, { token: sales });
    expect(res.status).toBe(200);
    const tags = tagOptionsSchema.parse(res.body);
    const expected = db.list('tag').filter((t) => t.module === 'customer');
    expect(tags.map((t) => t.id).sort((a, b) => Number(a) - Number(b))).toEqual(expected.map((t) => t.id));
    expect(tags.find((t) => t.name === '高意向')).toBeDefined();
    expect(tags.some((t) => t.name === '首次沟通')).toBe(false);
    expect(res.body).toEqual({ data: tags });
  });

  it('both need a signed-in user', async () => {
    for (const path of [OPTIONS, TAGS]) {
      const res = await call<ErrorBody>(path);
      expect(res.status, path).toBe(401);
    }
  });

  it('the demo customer list filters by user_tag (any of them)', async () => {
    const res = await call<{ data: { id: number; user_tag?: number[] }[]; meta: { total: number } }>(
      '/plugin/love/admin/customer?user_tag=3,5&per_page=1000',
      { token: await login('admin') },
    );
    expect(res.status).toBe(200);
    const expected = db
      .list('customer')
      .filter(
        (c) => !c.removed_at && Array.isArray(c.user_tag) && c.user_tag.some((t) => t === 3 || t === 5),
      );
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body.meta.total).toBe(expected.length);
    expect(res.body.data.every((c) => c.user_tag?.some((t) => t === 3 || t === 5))).toBe(true);
  });
});
