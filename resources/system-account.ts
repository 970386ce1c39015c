import { z } from 'zod';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { enabled, grant, recordId, ref, stamp } from './core/fields';

export const ACCOUNT_ROLES = ['admin', 'operator', 'warehouse', 'dealer'] as const;

export const systemAccountSchema = () =>
  z.object({
    id: recordId(),
    username: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{2,29}$/i),
    name: z.string().trim().min(1).max(30),
    phone: field(
      z
        .string()
        .regex(/^1\d{10}$/)
        .optional(),
      { widget: 'phone' },
    ),
    role: z.enum(ACCOUNT_ROLES).default('operator'),
    dealer_id: ref('dealer', 'name').optional(),
    status: enabled(),
    last_login_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Accounts of the catalogue back-office (house plugin "system management"). */
export default defineResource({
  name: 'system-account',
  api: { path: '/plugin/house/admin/account' },
  schema: systemAccountSchema,
  menu: { section: 'catalogue', icon: ManageAccountsIcon, order: 90 },
  recordRepresentation: 'name',
  operations,
  access: grant(operations, ['catalogue.account']),
  list: {
    columns: ['username', 'name', 'phone', 'role', 'dealer_id', 'status', 'last_login_at'],
    sort: { field: 'id', order: 'ASC' },
    search: true,
    filters: ['role', 'status', 'dealer_id'],
  },
  form: {
    sections: [{ key: 'basic', fields: ['username', 'name', 'phone', 'role', 'dealer_id', 'status'] }],
  },
  demo: { count: 16 },
});
