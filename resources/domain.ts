import { z } from 'zod';
import LanguageIcon from '@mui/icons-material/Language';
import { defineResource } from './core/define';
import { field } from './core/meta';

export const domainSchema = z.object({
  id: field(z.number().int(), { readOnly: true }),
  domain: field(
    z
      .string()
      .trim()
      .regex(/^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i),
    { format: 'domain' },
  ),
  usage: field(z.enum(['h5', 'admin', 'api', 'media']).default('h5'), {}),
  https: z.boolean().default(true),
  status: field(z.union([z.literal(1), z.literal(0)]).default(1), {
    widget: 'select',
    tones: { 1: 'success' },
  }),
  remark: field(z.string().max(200).optional(), { widget: 'textarea' }),
  created_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
});

export default defineResource({
  name: 'domain',
  api: { path: 'domain' },
  schema: domainSchema,
  menu: { section: 'setting', icon: LanguageIcon, order: 40 },
  recordRepresentation: 'domain',
  operations: ['list', 'show', 'create', 'edit', 'delete'],
  access: {
    list: ['setting.domain'],
    show: ['setting.domain'],
    create: ['setting.domain'],
    edit: ['setting.domain'],
    delete: ['setting.domain'],
  },
  list: {
    columns: ['id', 'domain', 'usage', 'https', 'status', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['usage', 'status'],
  },
  form: { sections: [{ key: 'basic', fields: ['domain', 'usage', 'https', 'status', 'remark'] }] },
  demo: { count: 12 },
});
