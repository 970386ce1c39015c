import { features } from '../../../src/app/features';
import { titleOfPath } from '../../../src/platform/routeMeta';
import { translators } from '../../support/translators';

describe('titles of the routes', async () => {
  const t = await translators();
  const names = new Set(['customer', 'store']);
  const pages = features.flatMap((f) => f.pages ?? []);

  it.each([
    ['/userCenter/index', 'user center', '个人中心'],
    ['/userCenter/changePassword', 'change password', '修改密码'],
    ['/blind_user/index', 'Home', '首页'],
    ['/', 'Home', '首页'],
    ['/403', 'No access', '无权访问'],
    ['/no-such-screen', 'Page not found', '页面不存在'],
  ])('%s is titled "%s" / "%s" (declared by its page)', (path, en, zh) => {
    const [title] = titleOfPath(path, names, pages);
    expect(t.en(title.key)).toBe(en);
    expect(t.zh(title.key)).toBe(zh);
  });

  it.each([
    ['/linkTool', 'link tool', '链接工具'],
    ['/software/update', 'update notes', '更新说明'],
  ])('the header targets of issue 16: %s is titled "%s" / "%s"', (path, en, zh) => {
    const [title] = titleOfPath(path, names, pages);
    expect(t.en(title.key)).toBe(en);
    expect(t.zh(title.key)).toBe(zh);
  });

  it('an unknown path is "not found"', () => {
    expect(titleOfPath('/no/such/page', names, pages).map((x) => x.key)).toEqual([
      'app.errors.not_found_title',
    ]);
  });

  it('leaves resource pages alone', () => {
    expect(titleOfPath('/customer/12', names, pages).map((x) => x.key)).toEqual([
      'resources.customer.name',
      'ra.action.edit',
    ]);
  });
});
