import { z } from 'zod';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { grant, recordId, ref, stamp } from './core/fields';

export const SHIFTS = ['morning', 'afternoon', 'full', 'night', 'rest'] as const;

export const workerScheduleSchema = () =>
  z.object({
    id: recordId(),
    worker_id: ref('worker', 'name'),
    date: field(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), { widget: 'date' }),
    shift: z.enum(SHIFTS).default('full'),
    store_id: ref('store', 'name').optional(),
    remark: z.string().max(200).optional(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show'];

/** Duty roster of the staff (spec §7 dashboard `worker-schedule`; preview and save belong to the roster screen). */
export default defineResource({
  name: 'worker-schedule',
  api: { path: 'worker-schedule' },
  schema: workerScheduleSchema,
  menu: { section: 'dashboard', icon: CalendarMonthIcon, order: 30 },
  operations,
  access: grant(operations, ['dashboard.worker_schedule']),
  list: {
    columns: ['date', 'worker_id', 'shift', 'store_id', 'remark'],
    sort: { field: 'date', order: 'DESC' },
    filters: ['worker_id', 'store_id', 'shift', 'date'],
  },
  demo: { count: 60 },
});
