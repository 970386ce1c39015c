import { z } from 'zod';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, ref, stamp } from './core/fields';
import { WAREHOUSES } from './stock';

/** 1 stock in, 2 stock out. */
export const WAREHOUSE_MOVES = [1, 2] as const;

export const warehouseRecordSchema = () =>
  z.object({
    id: recordId(),
    type: choice(WAREHOUSE_MOVES),
    goods_id: ref('goods', 'name'),
    warehouse: z.enum(WAREHOUSES),
    quantity: z.number().int().min(1).max(100_000),
    related_no: z.string().max(30).optional(),
    operator_id: ref('system-account', 'name', { readOnly: true }).optional(),
    remark: field(z.string().max(300).optional(), { widget: 'textarea' }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create'];

/** Stock in and out (house plugin "in/out warehouse list"). */
export default defineResource({
  name: 'warehouse-record',
  api: { path: '/plugin/house/admin/warehouse-record' },
  schema: warehouseRecordSchema,
  menu: { section: 'catalogue', icon: MoveToInboxIcon, order: 76 },
  operations,
  access: grant(operations, ['catalogue.stock']),
  list: {
    columns: ['created_at', 'type', 'goods_id', 'warehouse', 'quantity', 'related_no', 'operator_id'],
    sort: { field: 'id', order: 'DESC' },
    filters: ['type', 'warehouse', 'goods_id', 'created_at'],
  },
  form: {
    sections: [
      { key: 'basic', fields: ['type', 'goods_id', 'warehouse', 'quantity', 'related_no', 'remark'] },
    ],
  },
  demo: { count: 60 },
});
