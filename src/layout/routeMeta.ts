/** Route metadata: the title key of each page (spec §2 "the page title comes from route meta"). */
export interface RouteTitle {
  key: string;
  options?: Record<string, unknown>;
}

const STATIC_TITLES: Record<string, string> = {
  '': 'app.menu.home',
  user: 'app.login.title',
  '403': 'app.errors.forbidden_title',
  '404': 'app.errors.not_found_title',
};

/** Bespoke pages by full path (header targets, spec §2). */
const PAGE_TITLES: Record<string, string> = {
  '/userCenter/index': 'app.user_center.title',
  '/userCenter/changePassword': 'app.user_center.change_password',
  '/blind_user/index': 'app.menu.home',
  '/linkTool': 'app.user_center.placeholder.link_tool.title',
  '/software/update': 'app.user_center.placeholder.software_update.title',
  '/dataLog/message/recharge': 'app.user_center.placeholder.sms_recharge.title',
  '/customer/detail': 'app.user_center.placeholder.customer_detail.title',
};

const ACTION_TITLES: Record<string, string> = {
  create: 'ra.action.create',
  edit: 'ra.action.edit',
  show: 'ra.action.show',
};

/** The title of a path (relative to the router basename), given the registered resource names. */
export function titleOfPath(pathname: string, resourceNames: ReadonlySet<string>): RouteTitle[] {
  const page = PAGE_TITLES[pathname.replace(/\/+$/, '')];
  if (page) return [{ key: page }];
  const segments = pathname.split('/').filter(Boolean);
  const [first = '', second, third] = segments;
  if (first in STATIC_TITLES) return [{ key: STATIC_TITLES[first] }];
  if (resourceNames.has(first)) {
    const name = { key: `resources.${first}.name`, options: { smart_count: 2 } };
    if (second === 'create') return [name, { key: ACTION_TITLES.create }];
    if (second && third === 'show') return [name, { key: ACTION_TITLES.show }];
    if (second) return [name, { key: ACTION_TITLES.edit }];
    return [name];
  }
  return [{ key: 'app.errors.not_found_title' }];
}
