import type { Action, ActionLists } from '../../../resources/core/permissions';
import { MATCHMAKER_ACTIONS, MATCHMAKER_PERMISSIONS, SALES_ACTIONS, SALES_PERMISSIONS } from '../accounts';
import { defineSeeder } from '../seeding';

type Grant = { permission: string; actions: readonly Action[] };

interface SeededRole {
  name: string;
  description: string;
  is_admin: 0 | 1;
  permissions: readonly Grant[];
}

/** The grants of a fixed permission set: each permission with its action list (none: every action). */
const grantsOf = (permissions: readonly string[], actions: ActionLists): Grant[] =>
  permissions.map((permission) => ({ permission, actions: [...(actions[permission] ?? [])] }));

/** Ids of the seeded roles (workers' `role_ids` in `./worker.ts`). */
export const ROLE_IDS = { admin: 1, sales: 2, matchmaker: 3, storeManager: 4, service: 5 } as const;

/**
 * The seeded roles (issue 41): the administrator, sales and matchmaker (exactly the demo accounts'
 * permissions of `../accounts.ts`), a store manager and customer service, with their own action
 * lists. Their names and descriptions are the business's data, in Chinese.
 */
export const SEEDED_ROLES: readonly SeededRole[] = [
  {
    name: '管理员',
    description: '拥有系统全部权限，可管理角色与员工',
    is_admin: 1,
    permissions: [],
  },
  {
    name: '销售',
    description: '负责线索跟进、公海领取与客户签约，不可删除客户',
    is_admin: 0,
    permissions: grantsOf(SALES_PERMISSIONS, SALES_ACTIONS),
  },
  {
    name: '红娘',
    description: '负责会员匹配、牵线与约见，不可删除或导出客户',
    is_admin: 0,
    permissions: grantsOf(MATCHMAKER_PERMISSIONS, MATCHMAKER_ACTIONS),
  },
  {
    name: '店长',
    description: '管理本店客户（含导出与删除）、匹配与员工排班',
    is_admin: 0,
    permissions: [
      { permission: 'user_view', actions: ['add', 'delete', 'edit', 'query', 'get', 'export'] },
      { permission: 'user_view.export', actions: [] },
      { permission: 'user_view.phone', actions: ['get'] },
      { permission: 'customer.clue', actions: [] },
      { permission: 'customer.public', actions: [] },
      { permission: 'customer.my', actions: [] },
      { permission: 'customer.worker_comment', actions: ['add', 'edit', 'query', 'get'] },
      { permission: 'match_center.my', actions: [] },
      { permission: 'match_center.resource', actions: [] },
      { permission: 'mate.connect', actions: ['edit', 'query', 'get'] },
      { permission: 'setting.worker', actions: ['edit', 'query', 'get'] },
      { permission: 'dashboard.worker_schedule', actions: [] },
    ],
  },
  {
    name: '客服',
    description: '接待来电与到店咨询，录入线索，只能查看客户资料',
    is_admin: 0,
    permissions: [
      { permission: 'user_view', actions: ['query', 'get'] },
      { permission: 'customer.clue', actions: ['query', 'get', 'add'] },
      { permission: 'customer.action_log', actions: ['query', 'get'] },
      { permission: 'mate.interact', actions: ['query', 'get'] },
    ],
  },
];

/** Roles: the seeded five, nothing generated (role ids are `ROLE_IDS`). */
export default defineSeeder({
  count: SEEDED_ROLES.length,
  fixed: () =>
    SEEDED_ROLES.map((role) => ({
      ...role,
      permissions: role.permissions.map((g) => ({ permission: g.permission, actions: [...g.actions] })),
    })),
  build: () => ({ worker_count: undefined }),
});
