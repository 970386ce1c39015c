import { FORBIDDEN_PATH, LOGIN_PATH } from '../../authProvider';
import type { ResourceName } from '../../resources/core/names';
import { fillPath, type PathParams } from '../../dataProvider/paths';

/**
 * Every in-app route a component links to, declared once (spec §2 names where it gives them).
 * `path` may hold `:name` placeholders; `query` names the query parameters a link may carry;
 * `fixed` is a query every link to the route carries. Components never write a path literal:
 * they call `linkTo('customerDetail', { id })`.
 */
interface RouteSpec {
  readonly path: string;
  readonly query?: readonly string[];
  readonly fixed?: Readonly<Record<string, string>>;
  /** Query parameters that belong to the page's tab: one tab per value (a tab per customer). */
  readonly tabKey?: readonly string[];
}

export const ROUTES = {
  home: { path: '/' },
  login: { path: LOGIN_PATH },
  forbidden: { path: FORBIDDEN_PATH },
  notFound: { path: '/404' },
  userCenter: { path: '/userCenter/index' },
  changePassword: { path: '/userCenter/changePassword' },
  /** The user's own name, avatar and phone (spec §2 `/account/settings`, issue 42). */
  accountSettings: { path: '/account/settings' },
  /** Where a temporary account returns to (spec §2 `/blind_user/index`). */
  userIndex: { path: '/blind_user/index' },
  /**
   * The customer detail page (issue 11): `tab` the open tab, `remark_id` a remark to show,
   * `add=1` the tab's add form opened (the header card's "add follow-up").
   */
  customerDetail: { path: '/customer/detail', query: ['id', 'remark_id', 'tab', 'add'], tabKey: ['id'] },
  /**
   * The banner of unanswered incoming calls (S21) opens the call records, `filter` (react-admin's
   * list filter, JSON) on the unhandled missed calls it counts (issue 42).
   */
  missedCalls: { path: '/worker-call', query: ['filter'] },
  // Notice targets of spec §2: the customer life-cycle lists, each on `customer` with a fixed `type`.
  customerClue: { path: '/customer/clue' },
  publicSeaList: { path: '/customer/public-sea' },
  myCustomerList: { path: '/customer/mine' },
  myAllocate: { path: '/customer/allocated' },
  planExpiry: { path: '/customer/plan-expiry' },
  /** The bin of removed customers (issue 10). */
  customerBin: { path: '/customer/bin' },
  /** Call statistics per worker and per day (issue 12, `worker-call/call-stats`). */
  callStats: { path: '/call-stats' },
  /** The contract generator of a customer (issue 15 point 4). */
  contractNew: { path: '/contract/new', query: ['customer_id'], tabKey: ['customer_id'] },
  /** The generator opened on a saved contract, to change it (issue 40): a tab per contract. */
  contractEdit: { path: '/contract/:id/edit' },
  /** The week grid of the worker schedule (issue 14). */
  workerSchedule: { path: '/dashboard/schedule' },
  /** The match search for one member (issue 13): candidates, ignore, invite, backups. */
  matchSearch: { path: '/match/search', query: ['id'] },
  /** Daily delivery: today's recommendations and the delivery statistics (issue 13). */
  dailyDelivery: { path: '/match/delivery' },
  /** The matchmaker's board (issue 13): my members, pending invitations, today's deliveries. */
  matchBoard: { path: '/match/board' },
  /** The guest wall: members featured on the mini-app, in order (issue 13). */
  guestWall: { path: '/match/guest-wall' },
  /** Configuration groups (issue 16, spec §7 Config): one settings form each. */
  configLoveBasic: { path: '/config/love/basic' },
  configLoveYuncall: { path: '/config/love/yuncall' },
  configLovePage: { path: '/config/love/page' },
  configLovePc: { path: '/config/love/pc' },
  configLoveHelper: { path: '/config/love/helper' },
  configLoveKey: { path: '/config/love/key' },
  configSystemSecurity: { path: '/config/system/security' },
  /** The official account's settings (issue 16 point 2, spec §7 Admin `official`). */
  officialAccount: { path: '/official' },
  /** SMS recharge (spec §2): `isRecharge=1` opens the recharge, `tab=1` the bill view. */
  smsRecharge: { path: '/dataLog/message/recharge', query: ['isRecharge', 'tab'] },
  /** The browser demo's payment page of a recharge (issue 42): the ticket in the fragment. */
  rechargePay: { path: '/finance/pay' },
  /** The header's link tool (spec §2 `/linkTool`): the site's links with copy and QR code. */
  linkTool: { path: '/linkTool' },
  /** The header's update notes (spec §2 `/software/update`): the change log, newest first. */
  softwareUpdate: { path: '/software/update' },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;

type QueryOf<S> = S extends { query: readonly (infer Q extends string)[] }
  ? { [K in Q]?: string | number }
  : Record<never, never>;

/** The parameters a link to a route takes: its path placeholders (required) and its query (optional). */
export type RouteParams<N extends RouteName> = PathParams<(typeof ROUTES)[N]['path']> &
  QueryOf<(typeof ROUTES)[N]>;

type ParamsArg<N extends RouteName> = keyof RouteParams<N> extends never ? [] : [params: RouteParams<N>];

/** The in-app path (relative to the router basename) of a named route. */
export function linkTo<N extends RouteName>(name: N, ...args: ParamsArg<N>): string {
  return buildLink(name, (args[0] ?? {}) as Record<string, string | number | undefined>);
}

/** The path of a route without parameters (menu entries of pages); placeholders throw. */
export function staticLink(name: RouteName): string {
  return buildLink(name, {});
}

function buildLink(name: RouteName, params: Record<string, string | number | undefined>): string {
  const spec: RouteSpec = ROUTES[name];
  const path = fillPath(spec.path, params as PathParams<string>);
  const query = new URLSearchParams(spec.fixed);
  for (const key of spec.query ?? []) {
    const value = params[key];
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The path template of a named route, for `<Route path>` and route matching. */
export function routePath(name: RouteName): string {
  return ROUTES[name].path;
}

export type ResourceView = 'list' | 'create' | 'show' | 'edit';

/** The path of a generated resource screen (react-admin's routes: `/store`, `/store/3/show`…). */
export function linkToResource(
  resource: ResourceName,
  view: ResourceView = 'list',
  id?: string | number,
): string {
  return resourcePath(resource, view, id);
}

/** `linkToResource` for a name known only at run time (the registry's own menu). */
export function resourcePath(resource: string, view: ResourceView = 'list', id?: string | number): string {
  const base = `/${resource}`;
  if (view === 'list') return base;
  if (view === 'create') return `${base}/create`;
  if (id === undefined) throw new Error(`linkToResource(${resource}, ${view}) needs an id`);
  const encoded = encodeURIComponent(String(id));
  return view === 'show' ? `${base}/${encoded}/show` : `${base}/${encoded}`;
}

/** Whether a path (without query) is the route's path, its placeholders matching one segment each. */
export function matchesRoute(name: RouteName, pathname: string): boolean {
  const pattern = ROUTES[name].path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return new RegExp(`^${pattern}$`).test(path);
}

/**
 * The identity of a page's tab in the layout's tab bar: its path, plus the values of its route's
 * `tabKey` query parameters (`/customer/detail?id=3`: a tab per customer).
 */
export function tabIdentity(pathname: string, search: string): string {
  const name = (Object.keys(ROUTES) as RouteName[]).find((n) => {
    const spec: RouteSpec = ROUTES[n];
    return !!spec.tabKey && matchesRoute(n, pathname);
  });
  if (!name) return pathname;
  const spec: RouteSpec = ROUTES[name];
  const given = new URLSearchParams(search);
  const key = new URLSearchParams();
  for (const param of spec.tabKey ?? []) {
    const value = given.get(param);
    if (value) key.set(param, value);
  }
  const query = key.toString();
  return query ? `${pathname}?${query}` : pathname;
}
