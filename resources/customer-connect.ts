import { z } from 'zod';
import ConnectWithoutContactIcon from '@mui/icons-material/ConnectWithoutContact';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, ref, stamp } from './core/fields';

/** 0 waiting, 1 connected, 2 declined by the target, 3 closed by staff. */
export const CONNECT_STATUSES = [0, 1, 2, 3] as const;

export const customerConnectSchema = () =>
  z.object({
    id: recordId(),
    customer_id: ref('customer', 'name', { readOnly: true }),
    target_customer_id: ref('customer', 'name', { readOnly: true }),
    status: field(choice(CONNECT_STATUSES).default(0), { editOnly: true, tones: { 1: 'success' } }),
    worker_id: ref('worker', 'name').optional(),
    remark: field(z.string().max(500).optional(), { widget: 'textarea' }),
    handled_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'edit'];

/** Requests of a customer to be put in touch with another (spec §7 `customer-connect`). */
export default defineResource({
  name: 'customer-connect',
  api: { path: 'customer-connect' },
  schema: customerConnectSchema,
  menu: { section: 'mate', icon: ConnectWithoutContactIcon, order: 30 },
  operations,
  access: grant(operations, ['mate.connect']),
  list: {
    columns: [
      'customer_id',
      'target_customer_id',
      'status',
      'worker_id',
      'remark',
      'handled_at',
      'created_at',
    ],
    sort: { field: 'id', order: 'DESC' },
    filters: ['status', 'worker_id', 'customer_id'],
    alwaysOnFilters: ['status'],
  },
  form: { sections: [{ key: 'handle', fields: ['status', 'worker_id', 'remark'] }] },
  demo: { count: 40 },
});
