import { z } from 'zod';
import SmsIcon from '@mui/icons-material/Sms';
import { defineResource } from './core/define';
import { field } from './core/meta';

export const smsTemplateSchema = () =>
  z.object({
    id: field(z.number().int(), { readOnly: true }),
    name: z.string().trim().min(1).max(40),
    sign: z.string().trim().min(2).max(20),
    content: field(z.string().trim().min(1).max(500), { widget: 'textarea' }),
    scene: field(z.enum(['notice', 'marketing', 'verify']).default('notice'), {}),
    status: field(z.union([z.literal(1), z.literal(0)]).default(1), {
      widget: 'select',
      tones: { 1: 'success' },
    }),
    created_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
  });

export default defineResource({
  name: 'sms-template',
  api: { path: 'sms-template' },
  schema: smsTemplateSchema,
  menu: { section: 'operate', icon: SmsIcon, order: 20 },
  recordRepresentation: 'name',
  operations: ['list', 'show', 'create', 'edit', 'delete'],
  access: {
    list: ['setting.sms_template'],
    show: ['setting.sms_template'],
    create: ['setting.sms_template'],
    edit: ['setting.sms_template'],
    delete: ['setting.sms_template'],
  },
  list: {
    columns: ['id', 'name', 'sign', 'scene', 'content', 'status', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['scene', 'status'],
  },
  form: { sections: [{ key: 'basic', fields: ['name', 'sign', 'scene', 'status', 'content'] }] },
  demo: { count: 24 },
});
