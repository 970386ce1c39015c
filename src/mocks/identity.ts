/** Who is calling: the session of a request, its demo account or worker, role and permissions. */
import type { ActionLists } from '../../resources/core/permissions';
import {
  accountOfWorker,
  DEMO_SITE_NAME,
  findAccount,
  permissionsOfWorkerType,
  type DemoAccount,
  type DemoRole,
} from './accounts';
import type { DemoDb, DemoSession } from './db';
import { langOf } from './messages';
import { fail, str } from './responses';
import type { DemoRecord } from './seeding';
import { workerAccess } from './workerAccess';

/** Who a session is: its worker, demo account (if any), role and permissions. */
export interface DemoIdentity {
  session: DemoSession;
  worker: DemoRecord | undefined;
  account: DemoAccount | undefined;
  role: DemoRole;
  is_admin: 0 | 1;
  permissions: ReadonlySet<string>;
  /** The action lists of its permissions (spec §6). */
  actions: ActionLists;
}

/**
 * Who a session is; its worker record is read only once the records are loaded. Its permissions
 * are the union of its worker's roles (issue 41); before the records are loaded, the fixed sets of
 * its demo account or worker type (accounts.ts), which the seeded roles equal.
 */
export function identify(db: DemoDb, session: DemoSession): DemoIdentity {
  const worker = db.loaded ? db.get('worker', session.worker_id) : undefined;
  const account = accountOfWorker(session.worker_id) ?? findAccount(session.username);
  const fixed: Pick<DemoIdentity, 'role' | 'is_admin' | 'actions'> & { permissions: readonly string[] } =
    account ?? { ...permissionsOfWorkerType(Number(worker?.type ?? 2)), is_admin: 0 };
  const access = worker && workerAccess(db, worker);
  return {
    session,
    worker,
    account,
    role: fixed.role,
    is_admin: access ? (access.isAdmin ? 1 : 0) : fixed.is_admin,
    permissions: new Set(access ? access.permissions : fixed.permissions),
    actions: access ? access.actions : fixed.actions,
  };
}

/** The `data` of `GET /admin/user/self`. */
export interface DemoUserInfo {
  permissions: string[];
  /** Spec §6: the permissions that grant only some actions, with those actions. */
  permission_list: { permissionId: string; actionList: string[] }[];
  user: { id: number; name: string; username: string; phone: string; avatar: string; site_id: number };
  worker: {
    id: number;
    name: string;
    username: string;
    phone: string;
    type: number;
    store_id: number | null;
  };
  site_name: string;
  logo: string;
  favicon: string;
  role: DemoRole;
  is_admin: 0 | 1;
  store_id: number | null;
  track_watermark: 0 | 1;
  e_contract_open: 0 | 1;
  enable_ai_audio_analysis: 0 | 1;
  expired_vip_pick_up: 0 | 1;
  who_can_follow_note: 0 | 1;
  who_can_service_record: 0 | 1;
  has_exchange: 0 | 1;
  transfer_auto_crm: 0 | 1;
  deep_call_minute: number;
  /** `host:port` of the API server (the live socket's host); absent in the browser's demo API. */
  site_domain?: string;
}

const numOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** The display name of who calls: its worker's name, else its demo account's, else its user name. */
export function actorName(me: DemoIdentity): string {
  return str(me.worker?.name, me.account?.name ?? me.session.username);
}

export function userInfo(me: DemoIdentity, siteDomain?: string): DemoUserInfo {
  const { worker, account, session } = me;
  const name = actorName(me);
  const phone = str(worker?.phone, account?.phone ?? '');
  const storeId = numOrNull(worker?.store_id) ?? account?.worker.store_id ?? null;
  const icon = `${import.meta.env.BASE_URL}favicon.svg`;
  return {
    permissions: [...me.permissions],
    permission_list: Object.entries(me.actions).map(([permissionId, actionList]) => ({
      permissionId,
      actionList: [...actionList],
    })),
    // The worker's own avatar, set on `/account/settings` (issue 42).
    user: {
      id: session.worker_id,
      name,
      username: session.username,
      phone,
      avatar: str(worker?.avatar),
      site_id: 1,
    },
    worker: {
      id: session.worker_id,
      name,
      username: session.username,
      phone,
      type: Number(worker?.type ?? account?.worker.type ?? 2),
      store_id: storeId,
    },
    site_name: DEMO_SITE_NAME,
    logo: icon,
    favicon: icon,
    role: me.role,
    is_admin: me.is_admin,
    store_id: storeId,
    track_watermark: account?.track_watermark ?? 0,
    e_contract_open: 1,
    enable_ai_audio_analysis: 1,
    expired_vip_pick_up: 1,
    who_can_follow_note: 1,
    who_can_service_record: 1,
    has_exchange: 1,
    transfer_auto_crm: 0,
    deep_call_minute: 30,
    ...(siteDomain ? { site_domain: siteDomain } : {}),
  };
}

/** Whether a session is one of the demo accounts (answered without waiting for the records). */
export function isDemoAccount(session: DemoSession): boolean {
  return !!(accountOfWorker(session.worker_id) ?? findAccount(session.username));
}

/**
 * The identity of the request's `Authorization`, or the 401 answer. A demo account is known from
 * the accounts alone; any other worker needs the records, so it waits for them.
 */
export async function authenticate(db: DemoDb, request: Request): Promise<DemoIdentity | Response> {
  await db.sessionsReady();
  const session = db.session(request.headers.get('Authorization'));
  if (!session) return fail(401, langOf(request), 'unauthorized');
  if (!isDemoAccount(session)) await db.ready();
  return identify(db, session);
}
