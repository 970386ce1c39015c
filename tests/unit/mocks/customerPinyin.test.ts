import { registryByName } from '../../../resources';
import { exportedRecords } from '../../../src/mocks/export';
import { nameNumber, pinyinLetters, pinyinMatcher, pinyinReady } from '../../../src/mocks/listPinyin';
import { createTestServer } from '../../../src/mocks/node';
import { call, login, type ListBody } from '../../support/demoClient';

// Issue 45 point 3: the command palette searches customers with the customer list's keyword, which
// also finds a Chinese name by its pinyin (initials or syllables) when the keyword is latin letters.

const { server, db } = createTestServer({ customerCount: 40 });
const CUSTOMERS = '/plugin/love/admin/customer';

let admin = '';
let zhang: { id: number; number: string; phone: string };
let quizzer: { id: number };

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  admin = await login('admin');
  const [first, second] = db.list('customer').slice(-2);
  db.replace('customer', { ...first, name: '张三元' });
  zhang = { id: first.id, number: String(first.number), phone: String(first.phone) };
  // "quiz" spells no pinyin: no syllable starts with "u" or "i", and "qui" is none.
  db.replace('customer', { ...second, remark: 'Hosts the pub quiz on Fridays' });
  quizzer = { id: second.id };
});
afterAll(() => server.close());

const found = async (keyword: string): Promise<number[]> => {
  const res = await call<ListBody>(`${CUSTOMERS}?keyword=${encodeURIComponent(keyword)}&per_page=1000`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.body.data.map((r) => Number(r.id));
};

describe('demo API: customer keyword search in pinyin', () => {
  it('finds 张三元 by initials, whole syllables or both, from any character, in any case', async () => {
    for (const keyword of ['zsy', 'ZSY', 'zs', 'sy', 'zhangsan', 'zhang san', 'sanyuan', 'zhangsy', 'zsyuan'])
      expect(await found(keyword), keyword).toContain(zhang.id);
    // Letters out of order, in the middle of a syllable, or past the name's end spell nothing.
    for (const keyword of ['ysz', 'an', 'hangsan', 'zsyy', 'zhangsanyuanx'])
      expect(await found(keyword), keyword).not.toContain(zhang.id);
  });

  it('a renamed customer is found by the pinyin of its new name only (the kept name numbers follow writes)', async () => {
    const stored = db.get('customer', zhang.id);
    if (!stored) throw new Error('no customer');
    db.replace('customer', { ...stored, name: '李四海' });
    expect(await found('lsh')).toContain(zhang.id);
    expect(await found('zsy')).not.toContain(zhang.id);
    db.replace('customer', { ...stored, name: '张三元' });
    expect(await found('zsy')).toContain(zhang.id);
  });

  it('digits still find numbers and phones as plain text', async () => {
    expect(await found(zhang.number)).toEqual([zhang.id]);
    expect(await found(zhang.phone.slice(-4))).toContain(zhang.id);
    expect(await found('张三')).toContain(zhang.id);
  });

  it('a latin keyword that spells no name still finds its text (an English remark)', async () => {
    expect(await found('quiz')).toEqual([quizzer.id]);
    expect(await found('QUIZ on')).toEqual([quizzer.id]);
  });

  it('the export of a latin keyword holds what the list finds', async () => {
    const exported = await exportedRecords(
      registryByName.customer,
      db.list('customer'),
      new URLSearchParams('keyword=zsy'),
      new Set(['user_view']),
    );
    expect(exported.map((r) => r.id)).toContain(zhang.id);
    expect(exported.map((r) => r.id)).toEqual(await found('zsy'));
  });

  it('spells surnames by their surname reading and ü as v; only latin keywords of two letters or more', async () => {
    await pinyinReady(['name'], 'zsy');
    const spelled = (keyword: string, name: unknown) => pinyinMatcher(keyword)?.(nameNumber(name));
    expect(spelled('shantf', '单田芳')).toBe(true);
    expect(spelled('zengxx', '曾小贤')).toBe(true);
    expect(spelled('lvbu', '吕布')).toBe(true);
    // A name without Chinese characters has no pinyin (its letters are plain text), no name none.
    expect(spelled('tom', 'Tom')).toBe(false);
    expect(spelled('zs', undefined)).toBe(false);
    expect(nameNumber('张三元')).toBe(nameNumber('张三元'));
    expect(pinyinLetters('Ｚhang San')).toBe('zhangsan');
    for (const keyword of ['z', '138', 'zs1', '张s', 'z-s'])
      expect(pinyinMatcher(keyword), keyword).toBeUndefined();
  });
});
