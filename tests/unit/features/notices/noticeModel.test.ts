import { noticePageSchema, noticeSchema, type Notice } from '../../../../dataProvider/methods/notices';
import {
  NOTICE_METHODS,
  NOTICE_TYPES,
  noticeDestination,
  noticeView,
} from '../../../../src/features/notices/noticeModel';

const toNoticePage = (body: unknown) => noticePageSchema.parse(body);
import { translators } from '../../../support/translators';

const ARGS = {
  customer_id: 42,
  name: '张伟',
  number: '1000042',
  phone: '13900000000',
  worker: '王芳',
  days: 3,
  status: '交往中',
  target: '李娜',
  time: '11-24 18:00',
  note: '周末有空',
};

function notice(method: string, args: Record<string, string | number> = ARGS): Notice {
  return noticeSchema.parse({
    id: 1,
    is_read: 0,
    created_at: '2026-11-23 10:00:00',
    content: { method, arguments: args },
  });
}

/** Spec §6: notice type → permission; spec §2 named targets. */
const TABLE = [
  ['newCustomer', 'user_view', '/customer/detail?id=42'],
  ['newTransferCustomer', 'customer.clue', '/customer/clue'],
  ['willInflowIntoTheSea', 'user_view', '/customer/detail?id=42'],
  ['inflowIntoTheSea', 'customer.public', '/customer/public-sea'],
  ['customerStatus', 'customer.my', '/customer/mine'],
  ['willIntoExpiredVip', 'match_center.my', '/customer/allocated'],
  ['intoExpiredVip', 'match_center.resource', '/customer/plan-expiry'],
  ['matchInviteMeet', 'user_view', '/customer/detail?id=42'],
  ['smallNote', 'user_view', '/customer/detail?id=42'],
  ['callIn', 'user_view', '/customer/detail?id=42'],
  ['callInNoAnswer', 'user_view', '/customer/detail?id=42'],
  ['inviteMeet', 'user_view', '/customer/detail?id=42'],
] as const;

describe('notice mapping', async () => {
  const t = await translators();

  it('covers every notice type of spec §6', () => {
    expect(NOTICE_METHODS.sort()).toEqual(TABLE.map(([m]) => m).sort());
  });

  it.each(TABLE)('[S11] %s needs %s and leads to %s', (method, permission, path) => {
    const view = noticeView(notice(method));
    expect(view.permission).toBe(permission);
    expect(NOTICE_TYPES[method].permission).toBe(permission);
    expect(view.path).toBe(path);
    expect(noticeDestination(view, [permission])).toBe(path);
    expect(noticeDestination(view, ['something.else'])).toBeUndefined();
    expect(noticeDestination(view, [])).toBeUndefined();
  });

  it.each(TABLE)('%s has a title and a tip with every placeholder filled, in both languages', (method) => {
    const view = noticeView(notice(method));
    for (const lang of ['en', 'zh'] as const) {
      const title = t[lang](view.titleKey);
      const tip = t[lang](view.tipKey, view.tipArgs);
      expect(title).not.toBe(view.titleKey);
      expect(tip).not.toBe(view.tipKey);
      expect(tip).not.toMatch(/%\{|\{\{/);
      expect(tip).toContain('张伟');
    }
  });

  it('fills the tip text from the arguments', () => {
    const view = noticeView(notice('willInflowIntoTheSea'));
    expect(t.en(view.tipKey, view.tipArgs)).toBe(
      'customer 张伟 has not been followed up for 3 working days and will enter the public sea',
    );
    expect(t.zh(view.tipKey, view.tipArgs)).toBe('客户张伟已3个工作日未跟进，即将流入公海');
  });

  it('an unknown method shows a generic notice that leads nowhere', () => {
    const view = noticeView(notice('somethingNew'));
    expect(view.path).toBeUndefined();
    expect(noticeDestination(view, ['user_view'])).toBeUndefined();
    expect(t.en(view.titleKey)).toBe('notice');
  });

  it('a customer notice without a customer id leads nowhere', () => {
    const view = noticeView(notice('newCustomer', { name: 'x' }));
    expect(view.path).toBeUndefined();
  });

  it('reads pages (data, meta.total) and arguments given as a list', () => {
    const page = toNoticePage({
      data: [{ id: 3, is_read: 1, created_at: null, content: { method: 'callIn', arguments: ['a', 2] } }],
      meta: { total: 31 },
    });
    expect(page.total).toBe(31);
    expect(page.data[0].is_read).toBe(true);
    expect(page.data[0].content.arguments).toEqual({ 0: 'a', 1: '2' });
  });
});
