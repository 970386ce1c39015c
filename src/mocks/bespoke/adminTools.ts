import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { fail } from '../responses';
import type { BespokeHandlers } from '../routing';

const SITE = 'https://love.example.com';

/** The site's links (`GET link/full`): the mini-app pages and the public pages a matchmaker shares. */
export const SITE_LINKS = [
  { name: '小程序首页', url: `${SITE}/pages/index/index`, group: '小程序' },
  { name: '嘉宾墙', url: `${SITE}/pages/guest-wall/index`, group: '小程序' },
  { name: '会员中心', url: `${SITE}/pages/member/center`, group: '小程序' },
  { name: '报名表', url: `${SITE}/h5/sign-up`, group: 'H5' },
  { name: '活动报名', url: `${SITE}/h5/activity`, group: 'H5' },
  { name: '门店介绍', url: `${SITE}/h5/store`, group: 'H5' },
] as const;

/** The change log, stored oldest first: the page sorts it itself (newest first). */
/** Who may read the update notes (the header's button, spec §6 `setting.change_log`). */
const CHANGE_LOG_PERMISSION = 'setting.change_log';

export const CHANGE_LOG = [
  {
    id: 1,
    version: '3.4.0',
    released_at: '2026-08-12',
    content: ['新增客户详情页多标签', '通话记录支持 AI 分析'],
  },
  {
    id: 3,
    version: '3.6.0',
    released_at: '2026-11-02',
    content: ['小程序打包流程：打包、审核、上线', '新增链接工具与更新说明页面'],
  },
  {
    id: 2,
    version: '3.5.0',
    released_at: '2026-09-20',
    content: ['短信模板支持预览', '财务数据抽屉显示系统服务期'],
  },
] as const;

/** The header's link tool (`link/full`) and update notes (the change log). */
const adminTools: BespokeHandlers = ({ route, authed }) => [
  route(
    'get',
    API_PATHS.customer.linkFull,
    authed(() => HttpResponse.json({ data: SITE_LINKS }), { records: false }),
  ),
  route(
    'get',
    API_PATHS.admin.changeLog,
    authed(
      ({ me, lang }) =>
        me.permissions.has(CHANGE_LOG_PERMISSION)
          ? HttpResponse.json({ data: CHANGE_LOG })
          : fail(403, lang, 'forbidden'),
      { records: false },
    ),
  ),
];

export default adminTools;
