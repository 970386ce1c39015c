import { z } from 'zod';
import WallpaperIcon from '@mui/icons-material/Wallpaper';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { grant, recordId, ref, stamp } from './core/fields';

export const guestWallSpecialUserSchema = () =>
  z.object({
    id: recordId(),
    customer_id: ref('customer', 'name'),
    sort: z.number().int().min(0).max(9999).default(0),
    remark: field(z.string().max(200).optional(), { widget: 'textarea' }),
    worker_id: ref('worker', 'name', { readOnly: true }).optional(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'create', 'delete'];

/** Customers pinned on the mini-app's guest wall (spec §7 `guest-wall-special-user`: list, add, del). */
export default defineResource({
  name: 'guest-wall-special-user',
  api: { path: 'guest-wall-special-user' },
  schema: guestWallSpecialUserSchema,
  menu: { section: 'operate', icon: WallpaperIcon, order: 60 },
  operations,
  access: grant(operations, ['operate.guest_wall']),
  list: {
    columns: ['customer_id', 'sort', 'remark', 'worker_id', 'created_at'],
    sort: { field: 'sort', order: 'ASC' },
    filters: ['customer_id'],
  },
  form: { sections: [{ key: 'basic', fields: ['customer_id', 'sort', 'remark'] }] },
  demo: { count: 16 },
});
