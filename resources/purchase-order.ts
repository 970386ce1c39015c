import { z } from 'zod';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, ref, stamp } from './core/fields';

/** 0 draft, 1 submitted, 2 partly received, 3 received, 4 cancelled. */
export const PURCHASE_STATUSES = [0, 1, 2, 3, 4] as const;

export const purchaseOrderSchema = () =>
  z.object({
    id: recordId(),
    order_no: field(z.string().optional(), { readOnly: true }),
    supplier: z.string().trim().min(2).max(60),
    goods_id: ref('goods', 'name'),
    quantity: z.number().int().min(1).max(100_000),
    amount: field(z.number().min(0).max(100_000_000), { widget: 'money' }),
    status: choice(PURCHASE_STATUSES, { tones: { 1: 'success' } }).default(0),
    expected_at: field(z.string().optional(), { widget: 'date' }),
    remark: field(z.string().max(300).optional(), { widget: 'textarea' }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'export'];

/** Purchase orders to suppliers (house plugin "order management"). */
export default defineResource({
  name: 'purchase-order',
  api: { path: '/plugin/house/admin/purchase-order' },
  schema: purchaseOrderSchema,
  menu: { section: 'catalogue', icon: ShoppingCartIcon, order: 60 },
  // S20: the list is the spec's `orderList` (spec §2 "order management": purchase orders).
  watermark: { list: 'orderList' },
  recordRepresentation: 'order_no',
  operations,
  access: grant(operations, ['catalogue.purchase_order']),
  list: {
    columns: [
      'order_no',
      'supplier',
      'goods_id',
      'quantity',
      'amount',
      'status',
      'expected_at',
      'created_at',
    ],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['status', 'goods_id', 'created_at'],
  },
  form: {
    sections: [
      { key: 'basic', fields: ['supplier', 'goods_id', 'quantity', 'amount'] },
      { key: 'delivery', fields: ['status', 'expected_at', 'remark'] },
    ],
  },
  demo: { count: 40 },
});
