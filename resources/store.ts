import { z } from 'zod';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { defineResource } from './core/define';
import { field } from './core/meta';

export const storeSchema = () =>
  z.object({
    id: field(z.number().int(), { readOnly: true }),
    name: z.string().trim().min(1).max(50),
    phone: field(
      z
        .string()
        .regex(/^\d{6,20}$/)
        .optional(),
      { widget: 'phone' },
    ),
    address: z.string().max(200).optional(),
    manager: z.string().max(30).optional(),
    status: field(z.union([z.literal(1), z.literal(0)]).default(1), {
      widget: 'select',
      tones: { 1: 'success' },
    }),
    remark: field(z.string().max(500).optional(), { widget: 'textarea' }),
    customer_count: field(z.number().int().optional(), { readOnly: true }),
    created_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
  });

export default defineResource({
  name: 'store',
  api: { path: '/plugin/love/store/admin/store', updateMethod: 'PUT' },
  schema: storeSchema,
  menu: { section: 'setting', icon: StorefrontIcon, order: 10 },
  recordRepresentation: 'name',
  operations: ['list', 'show', 'create', 'edit', 'delete', 'export'],
  access: {
    list: ['setting.store'],
    show: ['setting.store'],
    create: ['setting.store'],
    edit: ['setting.store'],
    delete: ['setting.store'],
    export: ['setting.store'],
  },
  list: {
    columns: ['id', 'name', 'phone', 'manager', 'address', 'status', 'customer_count', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['status'],
  },
  form: {
    sections: [
      { key: 'basic', fields: ['name', 'phone', 'manager', 'status'] },
      { key: 'more', fields: ['address', 'remark'] },
    ],
  },
  demo: { count: 36 },
});
