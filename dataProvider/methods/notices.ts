import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS, fillPath } from '../paths';
import { emptyAnswer, idSchema, request, unwrapData } from './request';

/** Spec §7, §9: the message drawer's scene and page size (S19). */
export const NOTICE_SCENE = 'SiteNotice';
export const NOTICE_PAGE_SIZE = 10;

const argumentValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One message of `GET /admin/im` (spec §3). Arguments may come as an object or a list. */
export const noticeSchema = z.object({
  id: idSchema,
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

/** A page of notices: `{ data, meta: { total } }`. */
export const noticePageSchema = z
  .object({
    data: z.array(noticeSchema).default([]),
    meta: z.object({ total: z.coerce.number() }).partial().default({}),
  })
  .transform((page) => ({ data: page.data, total: page.meta.total ?? page.data.length }));

export type NoticePage = z.infer<typeof noticePageSchema>;

/** `GET worker-user-remark/notice` (spec §3); anything unreadable counts as no new remark. */
export const remarkNoticeSchema = z.preprocess(
  (body) => unwrapData(body) ?? {},
  z
    .object({
      num: z.coerce.number().catch(0),
      remark_id: idSchema.nullish(),
      customer_id: idSchema.nullish(),
      page: z.coerce.number().nullish().catch(undefined),
      worker_user_id: idSchema.nullish(),
    })
    .catch({ num: 0 }),
);

export type RemarkNotice = z.infer<typeof remarkNoticeSchema>;

const tipSchema = z.object({
  title: z.coerce.string().catch(''),
  desc: z.coerce.string().nullish().catch(''),
  href: z.coerce.string().nullish().catch(''),
  allow: z
    .union([z.number(), z.boolean(), z.string()])
    .nullish()
    .transform((v) => v === undefined || v === null || v === 1 || v === true || v === '1'),
});

export type MustHandleTip = z.infer<typeof tipSchema>;

/** `GET home-notice`: the must-handle tips; items without a title are dropped. */
export const mustHandleTipsSchema = z.preprocess(
  unwrapData,
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = tipSchema.safeParse(item);
        return parsed.success && parsed.data.title ? [parsed.data] : [];
      }),
    ),
);

export interface NoticeQuery {
  /** 0 unread, 1 read. */
  read: 0 | 1;
  page: number;
  perPage?: number;
}

export function noticeMethods(client: AxiosInstance) {
  return {
    /** `GET /admin/im` (scene, read, page, per_page). */
    listNotices: ({ read, page, perPage = NOTICE_PAGE_SIZE }: NoticeQuery) =>
      request(client, 'GET', API_PATHS.notices.list, noticePageSchema, {
        scene: NOTICE_SCENE,
        read,
        page,
        per_page: perPage,
      }),
    /** `PUT /admin/im/set-read/{id}` (S05). */
    markNoticeRead: (id: Notice['id']) =>
      request(client, 'PUT', fillPath(API_PATHS.notices.setRead, { id }), emptyAnswer),
    /** `PUT /admin/im/set-all-read/{scene}` (S05). */
    markAllNoticesRead: () =>
      request(client, 'PUT', fillPath(API_PATHS.notices.setAllRead, { scene: NOTICE_SCENE }), emptyAnswer),
    /** `GET worker-user-remark/notice`: the new-remarks banner (S21). */
    getRemarkNotice: () => request(client, 'GET', API_PATHS.notices.remarkNotice, remarkNoticeSchema),
    /** `GET home-notice`: the must-handle dialog (S13). */
    getMustHandleTips: () => request(client, 'GET', API_PATHS.notices.mustHandle, mustHandleTipsSchema),
  };
}
