import type { ResourceDefinition } from '../../resources/core/define';
import type { Action, ActionLists } from '../../resources/core/permissions';
import { resources as registry } from '../../resources';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin, type DemoRole } from '../platform/demoAccounts';
import { cataloguePermissions } from '../platform/permissionCatalogue';

export { DEMO_PASSWORD, type DemoRole };
/** Verification code that logs in any demo account by its phone. */
export const DEMO_VERIFY_CODE = '123456';
/** Site identity returned by the user-info call. */
export const DEMO_SITE_NAME = '喜鹊婚恋';

/** Worker types (spec §1): 1 sell, 2 match, 3 both. */
export type WorkerType = 1 | 2 | 3;

export const SALES_PERMISSIONS = ['user_view', 'customer.clue', 'customer.public', 'customer.my'] as const;
/** A matchmaker also handles the connection requests (`mate.connect`: the invitations it creates, issue 13). */
export const MATCHMAKER_PERMISSIONS = [
  'user_view',
  'match_center.my',
  'match_center.resource',
  'mate.connect',
] as const;

/**
 * Spec §6 action lists (a permission not listed grants every action; the admin lists none). On
 * `user_view` — customers and the shared catalogues (tags, channels, packages…) — sales may not
 * delete, and a matchmaker may neither delete nor export.
 */
const SALES_USER_VIEW: readonly Action[] = ['add', 'edit', 'query', 'get', 'export'];
/** In `ACTIONS` order, as the union of roles lists them (the seeded roles hold exactly these). */
export const SALES_ACTIONS: ActionLists = { user_view: SALES_USER_VIEW };
export const MATCHMAKER_ACTIONS: ActionLists = { user_view: ['add', 'edit', 'query', 'get'] };

/** The catalogue of each registry, computed once (every request of a role's worker reads it). */
const catalogues = new WeakMap<readonly ResourceDefinition[], readonly string[]>();

/**
 * Every permission string the app knows: the permission catalogue of the registry (each resource's
 * `access`, its fields' `permission` and the spec §6 ones). The admin account holds all of them.
 */
export function allPermissions(resources: readonly ResourceDefinition[] = registry): string[] {
  let all = catalogues.get(resources);
  if (!all) {
    all = cataloguePermissions(resources);
    catalogues.set(resources, all);
  }
  return [...all];
}

export interface DemoAccount {
  /** Login name; also the middle part of its tokens (`Bearer demo.<username>.<random>`). */
  username: string;
  name: string;
  phone: string;
  role: DemoRole;
  is_admin: 0 | 1;
  track_watermark: 0 | 1;
  permissions: readonly string[];
  /** The action lists of its permissions (spec §6). */
  actions: ActionLists;
  /** The seeded worker this account is (workers 1…n are the demo accounts, in this order). */
  worker: { id: number; type: WorkerType; store_id: number };
}

/** Who each demo account is (user names, roles and the password: `DEMO_LOGINS`). */
const PEOPLE: Readonly<Record<DemoLogin['username'], Omit<DemoAccount, 'username' | 'role'>>> = {
  admin: {
    name: '林晓',
    phone: '13800000001',
    is_admin: 1,
    track_watermark: 1,
    permissions: allPermissions(),
    actions: {},
    worker: { id: 1, type: 3, store_id: 1 },
  },
  sales: {
    name: '王芳',
    phone: '13800000002',
    is_admin: 0,
    track_watermark: 0,
    permissions: SALES_PERMISSIONS,
    actions: SALES_ACTIONS,
    worker: { id: 2, type: 1, store_id: 1 },
  },
  matchmaker: {
    name: '陈静',
    phone: '13800000003',
    is_admin: 0,
    track_watermark: 0,
    permissions: MATCHMAKER_PERMISSIONS,
    actions: MATCHMAKER_ACTIONS,
    worker: { id: 3, type: 2, store_id: 1 },
  },
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_LOGINS.map(({ username, role }) => ({
  username,
  role,
  ...PEOPLE[username],
}));

export function findAccount(username: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.username === username);
}

export function accountOfWorker(workerId: number): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.worker.id === workerId);
}

/** Role, permissions and action lists of a seeded worker that is not a demo account, from its type. */
export function permissionsOfWorkerType(type: number): {
  role: DemoRole;
  permissions: readonly string[];
  actions: ActionLists;
} {
  if (type === 1) return { role: 'sell', permissions: SALES_PERMISSIONS, actions: SALES_ACTIONS };
  if (type === 2) return { role: 'match', permissions: MATCHMAKER_PERMISSIONS, actions: MATCHMAKER_ACTIONS };
  return {
    role: 'sell',
    permissions: [...new Set([...SALES_PERMISSIONS, ...MATCHMAKER_PERMISSIONS])],
    actions: SALES_ACTIONS,
  };
}
