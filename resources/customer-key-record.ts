import { z } from 'zod';
import KeyIcon from '@mui/icons-material/Key';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { grant, recordId, ref, stamp } from './core/fields';

/**
 * What was revealed: the phone number or the WeChat id (the view calls), or the customer found by
 * a full phone number typed in the header search (issue 42).
 */
export const KEY_TYPES = ['phone', 'wechat', 'phone_search'] as const;
export type KeyType = (typeof KEY_TYPES)[number];

export const customerKeyRecordSchema = () =>
  z.object({
    id: recordId(),
    customer_id: ref('customer', 'name'),
    worker_id: ref('worker', 'name'),
    type: z.enum(KEY_TYPES),
    // The number a phone search was made with: masked like the customer's phone for whoever may
    // not read phone numbers.
    keyword: field(z.string().max(20).optional(), { widget: 'phone', permission: 'user_view.phone' }),
    ip: z.string().max(45).optional(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show'];

/**
 * Who viewed a customer's phone or WeChat, or found the customer by phone number (spec §7
 * `customer-key-record`, read only).
 */
export default defineResource({
  name: 'customer-key-record',
  api: { path: 'customer-key-record' },
  schema: customerKeyRecordSchema,
  menu: { section: 'customer', icon: KeyIcon, order: 95 },
  operations,
  access: grant(operations, ['customer.key_record']),
  list: {
    columns: ['customer_id', 'type', 'keyword', 'worker_id', 'ip', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    filters: ['customer_id', 'worker_id', 'type'],
  },
  demo: { count: 60 },
});
