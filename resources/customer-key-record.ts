import { z } from 'zod';
import KeyIcon from '@mui/icons-material/Key';
import { defineResource, type Operation } from './core/define';
import { grant, recordId, ref, stamp } from './core/fields';

/** What was revealed: the phone number or the WeChat id. */
export const KEY_TYPES = ['phone', 'wechat'] as const;

export const customerKeyRecordSchema = () =>
  z.object({
    id: recordId(),
    customer_id: ref('customer', 'name'),
    worker_id: ref('worker', 'name'),
    type: z.enum(KEY_TYPES),
    ip: z.string().max(45).optional(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show'];

/** Who viewed a customer's phone or WeChat (spec §7 `customer-key-record`, read only). */
export default defineResource({
  name: 'customer-key-record',
  api: { path: 'customer-key-record' },
  schema: customerKeyRecordSchema,
  menu: { section: 'customer', icon: KeyIcon, order: 95 },
  operations,
  access: grant(operations, ['customer.key_record']),
  list: {
    columns: ['customer_id', 'type', 'worker_id', 'ip', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    filters: ['customer_id', 'worker_id', 'type'],
  },
  demo: { count: 60 },
});
