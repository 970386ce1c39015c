import type { Notice } from '../../../dataProvider';
import { linkTo, type RouteName } from '../../platform/routes';

/** Named targets of spec §2 (routes of `ROUTES`). */
export type NoticeTarget = Extract<
  RouteName,
  'customerDetail' | 'customerClue' | 'publicSeaList' | 'myCustomerList' | 'myAllocate' | 'planExpiry'
>;

/** The notice types of spec §6 with their permission and target. */
export const NOTICE_TYPES = {
  newCustomer: { permission: 'user_view', target: 'customerDetail' },
  newTransferCustomer: { permission: 'customer.clue', target: 'customerClue' },
  willInflowIntoTheSea: { permission: 'user_view', target: 'customerDetail' },
  inflowIntoTheSea: { permission: 'customer.public', target: 'publicSeaList' },
  customerStatus: { permission: 'customer.my', target: 'myCustomerList' },
  willIntoExpiredVip: { permission: 'match_center.my', target: 'myAllocate' },
  intoExpiredVip: { permission: 'match_center.resource', target: 'planExpiry' },
  matchInviteMeet: { permission: 'user_view', target: 'customerDetail' },
  smallNote: { permission: 'user_view', target: 'customerDetail' },
  callIn: { permission: 'user_view', target: 'customerDetail' },
  callInNoAnswer: { permission: 'user_view', target: 'customerDetail' },
  inviteMeet: { permission: 'user_view', target: 'customerDetail' },
} as const satisfies Record<string, { permission: string; target: NoticeTarget }>;

export type NoticeMethod = keyof typeof NOTICE_TYPES;
export const NOTICE_METHODS = Object.keys(NOTICE_TYPES) as NoticeMethod[];

export function isNoticeMethod(method: string): method is NoticeMethod {
  return Object.prototype.hasOwnProperty.call(NOTICE_TYPES, method);
}

/** The path a named target opens, with the notice's arguments (`customer_id`). */
export function targetPath(target: NoticeTarget, args: Readonly<Record<string, string>>): string | undefined {
  if (target !== 'customerDetail') return linkTo(target);
  const id = args.customer_id ?? args.id;
  return id ? linkTo('customerDetail', { id }) : undefined;
}

/** How a notice shows and where it leads (S11). */
export interface NoticeView {
  titleKey: string;
  tipKey: string;
  /** Placeholder values of the tip text (`%{name}`…), from the notice's arguments. */
  tipArgs: Record<string, string>;
  permission: string | undefined;
  /** The in-app path the notice opens; `undefined` when it leads nowhere. */
  path: string | undefined;
}

export function noticeView(notice: Pick<Notice, 'content'>): NoticeView {
  const { method, arguments: args } = notice.content;
  if (!isNoticeMethod(method)) {
    return {
      titleKey: 'app.notices.unknown.title',
      tipKey: 'app.notices.unknown.tip',
      tipArgs: { ...args, method },
      permission: undefined,
      path: undefined,
    };
  }
  const type = NOTICE_TYPES[method];
  return {
    titleKey: `app.notices.types.${method}.title`,
    tipKey: `app.notices.types.${method}.tip`,
    tipArgs: { ...args },
    permission: type.permission,
    path: targetPath(type.target, args),
  };
}

/** S11: the path to open on a click, only when the user holds the notice's permission. */
export function noticeDestination(view: NoticeView, permissions: readonly string[]): string | undefined {
  if (!view.path || !view.permission) return undefined;
  return permissions.includes(view.permission) ? view.path : undefined;
}
