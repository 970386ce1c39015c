import { z } from 'zod';
import CommentIcon from '@mui/icons-material/Comment';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { grant, recordId, ref, stamp } from './core/fields';

export const remarkSchema = () =>
  z.object({
    id: recordId(),
    customer_id: ref('customer', 'name'),
    worker_user_id: ref('worker-user', 'content').optional(),
    content: field(z.string().trim().min(1).max(500), { widget: 'textarea' }),
    worker_id: ref('worker', 'name', { readOnly: true }).optional(),
    is_read: field(z.union([z.literal(1), z.literal(0)]).default(0), { readOnly: true }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create'];

/** Remarks left on a customer's follow-up by a manager (spec §7 `worker-user-remark`: GET/POST, GET {id}). */
export default defineResource({
  name: 'worker-user-remark',
  api: { path: 'worker-user-remark' },
  schema: remarkSchema,
  menu: { section: 'customer', icon: CommentIcon, order: 25 },
  recordRepresentation: 'content',
  operations,
  access: grant(operations, ['user_view']),
  list: {
    columns: ['customer_id', 'content', 'worker_user_id', 'worker_id', 'is_read', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['customer_id', 'worker_id', 'is_read'],
  },
  form: { sections: [{ key: 'basic', fields: ['customer_id', 'worker_user_id', 'content'] }] },
  demo: { count: 40 },
});
