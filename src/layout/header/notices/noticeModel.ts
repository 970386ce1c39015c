import { z } from 'zod';
import { customerDetailPath } from '../search';

/** Spec §7, §9: the message drawer's scene and page size (S19). */
export const NOTICE_SCENE = 'SiteNotice';
export const NOTICE_PAGE_SIZE = 10;

/** Named targets of spec §2 and the paths they open. */
export type NoticeTarget =
  'customerDetail' | 'customerClue' | 'publicSeaList' | 'myCustomerList' | 'myAllocate' | 'planExpiry';

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

const argumentValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One message of `GET /admin/im` (spec §3). Arguments may come as an object or a list. */
export const noticeSchema = z.object({
  id: z.union([z.number(), z.string()]),
  is_read: z.union([z.number(), z.boolean()]).transform((v) => v === 1 || v === true),
  created_at: z.string().nullish(),
  content: z.object({
    method: z.string(),
    arguments: z
      .union([z.record(z.string(), argumentValue), z.array(argumentValue)])
      .nullish()
      .transform((args): Record<string, string> => {
        const entries = Array.isArray(args)
          ? args.map((v, i) => [String(i), v] as const)
          : Object.entries(args ?? {});
        return Object.fromEntries(entries.map(([k, v]) => [k, v === null ? '' : String(v)]));
      }),
  }),
});

export type Notice = z.infer<typeof noticeSchema>;

export const noticePageSchema = z.object({
  data: z.array(noticeSchema).default([]),
  meta: z.object({ total: z.coerce.number() }).partial().default({}),
});

export type NoticePage = { data: Notice[]; total: number };

export function toNoticePage(body: unknown): NoticePage {
  const parsed = noticePageSchema.parse(body ?? {});
  return { data: parsed.data, total: parsed.meta.total ?? parsed.data.length };
}

/** The path a named target opens, with the notice's arguments (`customer_id`). */
export function targetPath(target: NoticeTarget, args: Readonly<Record<string, string>>): string | undefined {
  switch (target) {
    case 'customerDetail': {
      const id = args.customer_id ?? args.id;
      return id ? customerDetailPath(id) : undefined;
    }
    case 'customerClue':
      return '/customer?type=1';
    case 'publicSeaList':
      return '/customer?type=2';
    case 'myCustomerList':
      return '/customer?type=0';
    case 'myAllocate':
      return '/customer?type=3';
    case 'planExpiry':
      return '/customer?type=4';
  }
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
