import { titleOfPath } from '../../../src/layout/routeMeta';
import { translators } from './i18n';

describe('titles of the header targets', async () => {
  const t = await translators();
  const names = new Set(['customer', 'store']);

  it.each([
    ['/userCenter/index', 'user center', '个人中心'],
    ['/userCenter/changePassword', 'change password', '修改密码'],
    ['/linkTool', 'link tool', '链接工具'],
    ['/software/update', 'update notes', '更新说明'],
    ['/dataLog/message/recharge', 'SMS recharge and bill', '短信充值与账单'],
    ['/customer/detail', 'customer detail', '客户详情'],
  ])('%s is titled "%s" / "%s"', (path, en, zh) => {
    const [title] = titleOfPath(path, names);
    expect(t.en(title.key)).toBe(en);
    expect(t.zh(title.key)).toBe(zh);
  });

  it('leaves resource pages alone', () => {
    expect(titleOfPath('/customer/12', names).map((x) => x.key)).toEqual([
      'resources.customer.name',
      'ra.action.edit',
    ]);
  });
});
