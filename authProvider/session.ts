import type { UserIdentity } from 'ra-core';
import { z } from 'zod';
import { isAction, type Action, type ActionLists } from '../resources/core/permissions';
import { safeImageUrl } from '../resources/core/safeUrl';

/** A server flag that is "on" when it equals 1 (spec §3); booleans are accepted as they are. */
const flag = z
  .union([z.number(), z.boolean(), z.string(), z.null(), z.undefined()])
  .transform((v) => v === 1 || v === true || v === '1');

/**
 * Spec §6: the permissions list, each permission with the actions it grants. Unknown actions are
 * dropped; a permission listed twice grants the actions of both entries.
 */
const permissionListSchema = z
  .array(z.object({ permissionId: z.string(), actionList: z.array(z.string()).default([]) }))
  .nullish()
  .transform((list): ActionLists => {
    const lists: Record<string, Action[]> = {};
    for (const { permissionId, actionList } of list ?? []) {
      const known = actionList.filter(isAction);
      lists[permissionId] = [...new Set([...(lists[permissionId] ?? []), ...known])];
    }
    return lists;
  });

/** The user-info answer (spec §3: permissions, user, site_name, logo, worker, favicon, role and flags). */
export const userInfoSchema = z.object({
  permissions: z.array(z.string()).default([]),
  permission_list: permissionListSchema,
  user: z
    .object({
      id: z.union([z.number(), z.string()]),
      name: z.string().default(''),
      username: z.string().optional(),
      avatar: z.string().nullish(),
      phone: z.string().nullish(),
      store_id: z.number().nullish(),
      site_id: z.union([z.number(), z.string()]).nullish(),
      track_watermark: flag.optional(),
    })
    .passthrough(),
  worker: z
    .object({
      id: z.union([z.number(), z.string()]),
      name: z.string().optional(),
      type: z.number().optional(),
    })
    .passthrough()
    .nullish(),
  site_name: z.string().nullish(),
  site_domain: z.string().nullish(),
  logo: z.string().nullish(),
  favicon: z.string().nullish(),
  role: z.union([z.string(), z.number()]).nullish(),
  store_id: z.number().nullish(),
  is_admin: flag.optional(),
  track_watermark: flag.optional(),
  has_store: flag.optional(),
  e_contract_open: flag.optional(),
  enable_ai_audio_analysis: flag.optional(),
  has_exchange: flag.optional(),
  expired_vip_pick_up: flag.optional(),
  transfer_auto_crm: flag.optional(),
  who_can_follow_note: flag.optional(),
  who_can_service_record: flag.optional(),
  deep_call_minute: z.number().nullish(),
  websocket_token: z.string().nullish(),
});

export type UserInfo = z.infer<typeof userInfoSchema>;

/** The signed-in user as the app reads it. */
export interface Session {
  id: string | number;
  name: string;
  username?: string;
  avatar?: string;
  /** The user's own phone (shown in the user center, changed on `/account/settings`). */
  phone?: string;
  storeId?: number;
  siteName?: string;
  /** The live socket's host (spec §7: `wss://{site_domain}/im/…`). */
  siteDomain?: string;
  siteId?: string | number;
  logo?: string;
  /** The signed-in user's worker (the `worker_id` of its customers and calls). */
  workerId?: number | string;
  workerType?: number;
  permissions: readonly string[];
  /** The action list of each permission that has one (spec §6); others grant every action. */
  actions: ActionLists;
  isAdmin: boolean;
  trackWatermark: boolean;
  eContractOpen: boolean;
  enableAiAudioAnalysis: boolean;
  hasExchange: boolean;
  expiredVipPickUp: boolean;
  transferAutoCrm: boolean;
  whoCanFollowNote: boolean;
  whoCanServiceRecord: boolean;
  deepCallMinute?: number;
  /** Signed in as a worker through the admin's "log in as" (temporary token). */
  temporary: boolean;
}

/** react-admin's identity of the signed-in user (its user menu), with the whole session. */
export function identityOf(session: Session): UserIdentity {
  return { id: session.id, fullName: session.name, avatar: session.avatar, session };
}

/** Reads the user-info answer (bare or under `data`) into a Session. */
export function toSession(body: unknown, temporary: boolean): Session {
  const raw = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
  const info = userInfoSchema.parse(raw);
  return {
    id: info.user.id,
    name: info.user.name || info.worker?.name || info.user.username || '',
    username: info.user.username,
    // Image addresses from the server: http(s) or data:image only (issue 9).
    avatar: safeImageUrl(info.user.avatar),
    phone: info.user.phone || undefined,
    storeId: info.store_id ?? info.user.store_id ?? undefined,
    siteName: info.site_name ?? undefined,
    siteDomain: info.site_domain ?? undefined,
    siteId: info.user.site_id ?? undefined,
    logo: safeImageUrl(info.logo),
    workerId: info.worker?.id,
    workerType: info.worker?.type,
    permissions: info.permissions,
    actions: info.permission_list,
    isAdmin: info.is_admin ?? false,
    trackWatermark: (info.track_watermark ?? false) || (info.user.track_watermark ?? false),
    eContractOpen: info.e_contract_open ?? false,
    enableAiAudioAnalysis: info.enable_ai_audio_analysis ?? false,
    hasExchange: info.has_exchange ?? false,
    expiredVipPickUp: info.expired_vip_pick_up ?? false,
    transferAutoCrm: info.transfer_auto_crm ?? false,
    whoCanFollowNote: info.who_can_follow_note ?? false,
    whoCanServiceRecord: info.who_can_service_record ?? false,
    deepCallMinute: info.deep_call_minute ?? undefined,
    temporary,
  };
}
