import { z } from 'zod';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import { defineResource, type Operation } from './core/define';
import { enabled, grant, recordId, ref, stamp } from './core/fields';

export const newGoodsSchema = z.object({
  id: recordId(),
  goods_id: ref('goods', 'name'),
  sort: z.number().int().min(0).max(9999).default(0),
  status: enabled(),
  created_at: stamp(),
});

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** New arrivals shown on the home page (house plugin "home management"). */
export default defineResource({
  name: 'new-goods',
  api: { path: '/plugin/house/admin/new-goods' },
  schema: newGoodsSchema,
  menu: { section: 'catalogue', icon: FiberNewIcon, order: 44 },
  operations,
  access: grant(operations, ['catalogue.home']),
  list: {
    columns: ['goods_id', 'sort', 'status', 'created_at'],
    sort: { field: 'sort', order: 'ASC' },
    filters: ['status'],
  },
  form: { sections: [{ key: 'basic', fields: ['goods_id', 'sort', 'status'] }] },
  demo: { count: 12 },
});
