import { z } from 'zod';
import TextsmsIcon from '@mui/icons-material/Textsms';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, ref, stamp } from './core/fields';

/** 0 sending, 1 delivered, 2 failed. */
export const SMS_STATUSES = [0, 1, 2] as const;

export const smsRecordSchema = () =>
  z.object({
    id: recordId(),
    /** The customer's phone: masked like the customer's own. */
    phone: field(z.string().regex(/^1\d{10}$/), { widget: 'phone', permission: 'user_view.phone' }),
    customer_id: ref('customer', 'name').optional(),
    template_id: ref('sms-template', 'name').optional(),
    content: field(z.string().max(500), { widget: 'textarea' }),
    billing_count: z.number().int().min(1).max(10).default(1),
    status: choice(SMS_STATUSES, { tones: { 1: 'success' } }),
    fail_reason: z.string().max(100).optional(),
    worker_id: ref('worker', 'name').optional(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'export'];

/** SMS sent (spec §7 SMS records; preview and resend are actions). */
export default defineResource({
  name: 'sms-record',
  api: { path: 'sms-record' },
  schema: smsRecordSchema,
  menu: { section: 'operate', icon: TextsmsIcon, order: 25 },
  operations,
  access: grant(operations, ['operate.sms_record']),
  list: {
    columns: ['created_at', 'phone', 'customer_id', 'template_id', 'content', 'billing_count', 'status'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['status', 'template_id', 'customer_id', 'created_at'],
  },
  demo: { count: 60 },
});
