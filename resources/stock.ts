import { z } from 'zod';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { grant, recordId, ref } from './core/fields';

export const WAREHOUSES = ['main', 'east', 'south', 'west'] as const;

export const stockSchema = () =>
  z.object({
    id: recordId(),
    goods_id: ref('goods', 'name'),
    warehouse: z.enum(WAREHOUSES),
    quantity: z.number().int().min(0),
    locked_quantity: z.number().int().min(0).default(0),
    warning_quantity: z.number().int().min(0).default(0),
    updated_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
  });

const operations: readonly Operation[] = ['list', 'show', 'export'];

/** Stock per goods and warehouse; it changes through warehouse records (house plugin, read only). */
export default defineResource({
  name: 'stock',
  api: { path: '/plugin/house/admin/stock' },
  schema: stockSchema,
  menu: { section: 'catalogue', icon: WarehouseIcon, order: 74 },
  operations,
  access: grant(operations, ['catalogue.stock']),
  list: {
    columns: ['goods_id', 'warehouse', 'quantity', 'locked_quantity', 'warning_quantity', 'updated_at'],
    sort: { field: 'id', order: 'ASC' },
    filters: ['warehouse', 'goods_id'],
  },
  demo: { count: 60 },
});
