import { z } from 'zod';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, ref, stamp } from './core/fields';

/** 0 pending payment, 1 paid, 2 shipped, 3 completed, 4 cancelled. */
export const SALES_STATUSES = [0, 1, 2, 3, 4] as const;

export const salesOrderSchema = () =>
  z.object({
    id: recordId(),
    order_no: field(z.string().optional(), { readOnly: true }),
    dealer_id: ref('dealer', 'name'),
    goods_id: ref('goods', 'name'),
    quantity: z.number().int().min(1).max(100_000),
    amount: field(z.number().min(0).max(100_000_000), { widget: 'money' }),
    status: choice(SALES_STATUSES, { tones: { 1: 'success' } }).default(0),
    remark: field(z.string().max(300).optional(), { widget: 'textarea' }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'export'];

/** Dealers' sales orders (house plugin "dealer management"). */
export default defineResource({
  name: 'sales-order',
  api: { path: '/plugin/house/admin/sales-order' },
  schema: salesOrderSchema,
  menu: { section: 'catalogue', icon: ReceiptIcon, order: 72 },
  recordRepresentation: 'order_no',
  operations,
  access: grant(operations, ['catalogue.sales_order']),
  list: {
    columns: ['order_no', 'dealer_id', 'goods_id', 'quantity', 'amount', 'status', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['dealer_id', 'goods_id', 'status', 'created_at'],
  },
  form: {
    sections: [{ key: 'basic', fields: ['dealer_id', 'goods_id', 'quantity', 'amount', 'status', 'remark'] }],
  },
  demo: { count: 60 },
});
