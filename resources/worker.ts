import { z } from 'zod';
import BadgeIcon from '@mui/icons-material/Badge';
import { defineResource } from './core/define';
import { field } from './core/meta';
import { grantSchema } from './role';

/** Worker type: 1 sell, 2 match, 3 both (spec §1). */
export const WORKER_TYPES = [1, 2, 3] as const;

export const workerSchema = () =>
  z.object({
    id: field(z.number().int(), { readOnly: true }),
    name: z.string().trim().min(1).max(30),
    username: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{2,29}$/i),
    phone: field(
      z
        .string()
        .regex(/^1\d{10}$/)
        .optional(),
      { widget: 'phone' },
    ),
    type: field(
      z
        .number()
        .int()
        .refine((v) => (WORKER_TYPES as readonly number[]).includes(v))
        .default(2),
      { choices: WORKER_TYPES },
    ),
    store_id: field(z.number().int().optional(), { reference: { resource: 'store', display: 'name' } }),
    /** The worker's roles (issue 41): its permissions are their union. */
    role_ids: field(z.array(z.number().int().positive()).min(1), {
      reference: { resource: 'role', display: 'name' },
    }),
    /**
     * The sign-in password: required to create a worker, left empty on edit to keep it (at least 6
     * characters, V26); never read back.
     */
    password: field(z.string().min(6).max(30).optional(), {
      widget: 'password',
      helperKey: 'resources.worker.helpers.password',
    }),
    /**
     * What the worker may do, the union of its roles (issue 41), computed by the server for the
     * detail page: each permission with its actions (an empty list grants every action).
     */
    effective_permissions: field(z.array(grantSchema).optional(), { readOnly: true }),
    contact_note: z.string().max(100).optional(),
    customer_count: field(z.number().int().optional(), { readOnly: true }),
    status: field(z.union([z.literal(1), z.literal(0)]).default(1), {
      widget: 'select',
      tones: { 1: 'success' },
    }),
    created_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
  });

export default defineResource({
  name: 'worker',
  api: { path: 'worker', updateMethod: 'PUT' },
  schema: workerSchema,
  menu: { section: 'setting', icon: BadgeIcon, order: 20 },
  recordRepresentation: 'name',
  operations: ['list', 'show', 'create', 'edit', 'export'],
  access: {
    list: ['setting.worker'],
    show: ['setting.worker'],
    create: ['setting.worker'],
    edit: ['setting.worker'],
    export: ['setting.worker'],
  },
  list: {
    columns: ['id', 'name', 'username', 'phone', 'type', 'role_ids', 'store_id', 'customer_count', 'status'],
    sort: { field: 'id', order: 'ASC' },
    search: true,
    filters: ['type', 'role_ids', 'store_id', 'status'],
  },
  form: {
    sections: [
      { key: 'basic', fields: ['name', 'username', 'phone', 'type', 'store_id', 'contact_note', 'status'] },
      { key: 'access', fields: ['role_ids', 'password'] },
    ],
  },
  show: {
    sections: [
      {
        key: 'basic',
        fields: [
          'id',
          'name',
          'username',
          'phone',
          'type',
          'store_id',
          'contact_note',
          'customer_count',
          'status',
          'created_at',
        ],
      },
      { key: 'access', fields: ['role_ids', 'effective_permissions'] },
    ],
  },
  demo: { count: 40 },
});
