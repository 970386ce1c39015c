import { z } from 'zod';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, ref, stamp } from './core/fields';

/** 1 we send a customer to a partner, 2 a partner sends one to us. */
export const EXCHANGE_DIRECTIONS = [1, 2] as const;
/** 0 pending, 1 accepted, 2 refused, 3 withdrawn. */
export const EXCHANGE_STATUSES = [0, 1, 2, 3] as const;

export const exchangeSchema = () =>
  z.object({
    id: recordId(),
    direction: choice(EXCHANGE_DIRECTIONS).default(1),
    partner_name: z.string().trim().min(2).max(40),
    customer_id: ref('customer', 'name'),
    worker_id: ref('worker', 'name', { readOnly: true }).optional(),
    status: choice(EXCHANGE_STATUSES, { editOnly: true, tones: { 1: 'success' } }).default(0),
    remark: field(z.string().max(300).optional(), { widget: 'textarea' }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit'];

/**
 * Customer resources exchanged with partner agencies (spec §7 admin `exchange`; shown to sites with
 * the session flag `has_exchange`).
 */
export default defineResource({
  name: 'exchange',
  api: { path: 'exchange' },
  schema: exchangeSchema,
  menu: { section: 'mate', icon: SwapHorizIcon, order: 80 },
  operations,
  access: grant(operations, ['mate.exchange']),
  list: {
    columns: ['direction', 'partner_name', 'customer_id', 'status', 'worker_id', 'remark', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['direction', 'status', 'customer_id'],
  },
  form: {
    sections: [{ key: 'basic', fields: ['direction', 'partner_name', 'customer_id', 'status', 'remark'] }],
  },
  demo: { count: 20 },
});
