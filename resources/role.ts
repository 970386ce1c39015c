import { z } from 'zod';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { ACTIONS } from './core/permissions';
import { grant, recordId, stamp } from './core/fields';

/** The permission that opens the roles and their change log (issue 41). */
export const ROLE_PERMISSION = 'setting.role';

/**
 * One permission a role grants and the actions of spec §6 it grants with it (an empty list grants
 * every action the permission supports).
 */
export const grantSchema = z.object({
  permission: z.string().min(1).max(80),
  actions: z.array(z.enum(ACTIONS)).default([]),
});

export type RoleGrant = z.infer<typeof grantSchema>;

export const roleSchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(1).max(20),
    description: z.string().trim().max(200).optional(),
    /** An administrator role holds every permission, whatever it lists. */
    is_admin: field(z.union([z.literal(1), z.literal(0)]).default(0), {
      widget: 'select',
      tones: { 1: 'warning' },
    }),
    permissions: field(z.array(grantSchema).default([]), { widget: 'tags' }),
    worker_count: field(z.number().int().optional(), { readOnly: true }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/**
 * Roles (issue 41): named sets of permissions with their action lists, given to workers; the user
 * info's permissions are the union of the worker's roles. Paths under the love plugin's admin
 * prefix (`/plugin/love/admin/role`): this project's choice, the spec shows none.
 */
export default defineResource({
  name: 'role',
  api: { path: 'role', updateMethod: 'PUT' },
  schema: roleSchema,
  menu: { section: 'setting', icon: AdminPanelSettingsIcon, order: 21 },
  recordRepresentation: 'name',
  operations,
  // Whoever manages staff reads the roles they give (the worker form's role picker); changing
  // roles is for holders of the role permission.
  access: {
    ...grant(operations, [ROLE_PERMISSION]),
    list: [ROLE_PERMISSION, 'setting.worker'],
    show: [ROLE_PERMISSION, 'setting.worker'],
  },
  list: {
    columns: ['id', 'name', 'description', 'is_admin', 'worker_count', 'created_at'],
    sort: { field: 'id', order: 'ASC' },
    search: true,
    filters: ['is_admin'],
  },
  form: {
    sections: [
      { key: 'basic', fields: ['name', 'description', 'is_admin'] },
      { key: 'permissions', fields: ['permissions'] },
    ],
  },
  demo: { count: 0 },
});
