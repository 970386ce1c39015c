import { z } from 'zod';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, ref, stamp } from './core/fields';

/** How the follow-up happened: 1 phone, 2 WeChat, 3 store visit, 4 meeting, 5 other. */
export const FOLLOW_METHODS = [1, 2, 3, 4, 5] as const;
/** Customer's intention after the follow-up: 1 high, 2 medium, 3 low, 4 none. */
export const INTENTIONS = [1, 2, 3, 4] as const;

export const followRecordSchema = () =>
  z.object({
    id: recordId(),
    customer_id: ref('customer', 'name'),
    worker_id: field(ref('worker', 'name').optional(), { readOnly: true }),
    method: choice(FOLLOW_METHODS).default(1),
    intention: choice(INTENTIONS).optional(),
    content: field(z.string().trim().min(2).max(1000), { widget: 'textarea' }),
    next_follow_at: field(z.string().optional(), { widget: 'datetime' }),
    status: field(z.union([z.literal(1), z.literal(0)]).default(1), {
      widget: 'select',
      editOnly: true,
      tones: { 1: 'success' },
    }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit'];

/** Follow records (spec §7 `worker-user`; `PUT worker-user/{id}` sets the status). */
export default defineResource({
  name: 'worker-user',
  api: { path: 'worker-user' },
  schema: followRecordSchema,
  menu: { section: 'customer', icon: EditNoteIcon, order: 20 },
  watermark: 'followRecord',
  recordRepresentation: 'content',
  operations,
  access: grant(operations, ['user_view']),
  list: {
    explanation: { type: 3, name: '跟进记录' },
    columns: ['customer_id', 'method', 'intention', 'content', 'worker_id', 'next_follow_at', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['customer_id', 'worker_id', 'method', 'intention', 'status'],
  },
  form: {
    sections: [
      { key: 'follow', fields: ['customer_id', 'method', 'intention', 'content'] },
      { key: 'next', fields: ['next_follow_at', 'status'] },
    ],
  },
  demo: { count: 60 },
});
