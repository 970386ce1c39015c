import { z } from 'zod';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import { defineResource, type Operation } from './core/define';
import { enabled, grant, recordId, ref, stamp } from './core/fields';

export const hotGoodsSchema = z.object({
  id: recordId(),
  goods_id: ref('goods', 'name'),
  sort: z.number().int().min(0).max(9999).default(0),
  status: enabled(),
  created_at: stamp(),
});

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Best sellers shown on the home page (house plugin "home management"). */
export default defineResource({
  name: 'hot-goods',
  api: { path: '/plugin/house/admin/hot-goods' },
  schema: hotGoodsSchema,
  menu: { section: 'catalogue', icon: WhatshotIcon, order: 46 },
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
