import { z } from 'zod';
import AlarmIcon from '@mui/icons-material/Alarm';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, ref, stamp } from './core/fields';

/** 1 follow-up due, 2 meeting, 3 membership expiring, 4 birthday, 5 contract renewal. */
export const REMINDER_TYPES = [1, 2, 3, 4, 5] as const;

export const reminderSchema = () =>
  z.object({
    id: recordId(),
    type: choice(REMINDER_TYPES),
    customer_id: ref('customer', 'name'),
    worker_id: ref('worker', 'name').optional(),
    content: field(z.string().max(500), { widget: 'textarea' }),
    remind_at: field(z.string(), { widget: 'datetime' }),
    is_done: z.union([z.literal(1), z.literal(0)]).default(0),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show'];

/** Reminders of the signed-in worker (spec §7 `reminder-list`, read only). */
export default defineResource({
  name: 'reminder-list',
  api: { path: 'reminder-list' },
  schema: reminderSchema,
  menu: { section: 'dashboard', icon: AlarmIcon, order: 20 },
  operations,
  access: grant(operations, ['user_view']),
  list: {
    columns: ['remind_at', 'type', 'customer_id', 'content', 'worker_id', 'is_done'],
    sort: { field: 'remind_at', order: 'ASC' },
    filters: ['type', 'is_done', 'worker_id'],
  },
  demo: { count: 40 },
});
