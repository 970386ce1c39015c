import { z } from 'zod';
import HistoryIcon from '@mui/icons-material/History';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { grant, recordId, ref, stamp } from './core/fields';

export const CUSTOMER_ACTIONS = [
  'create',
  'update',
  'allocate',
  'transfer',
  'view_phone',
  'view_wechat',
  'into_sea',
  'remove',
] as const;

export const customerActionLogSchema = () =>
  z.object({
    id: recordId(),
    customer_id: ref('customer', 'name'),
    worker_id: ref('worker', 'name').optional(),
    action: z.enum(CUSTOMER_ACTIONS),
    content: field(z.string().max(500).optional(), { widget: 'textarea' }),
    ip: z.string().max(45).optional(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show'];

/** Who did what to a customer (spec §7 `customer-action-log`, read only). */
export default defineResource({
  name: 'customer-action-log',
  api: { path: 'customer-action-log' },
  schema: customerActionLogSchema,
  menu: { section: 'customer', icon: HistoryIcon, order: 90 },
  recordRepresentation: 'action',
  operations,
  access: grant(operations, ['customer.action_log']),
  list: {
    columns: ['customer_id', 'action', 'content', 'worker_id', 'ip', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    filters: ['customer_id', 'worker_id', 'action'],
  },
  demo: { count: 60 },
});
