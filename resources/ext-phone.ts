import { z } from 'zod';
import DialerSipIcon from '@mui/icons-material/DialerSip';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { enabled, grant, recordId, ref, stamp } from './core/fields';

export const extPhoneSchema = () =>
  z.object({
    id: recordId(),
    ext_no: z.string().regex(/^\d{3,6}$/),
    worker_id: ref('worker', 'name').optional(),
    bind_phone: field(
      z
        .string()
        .regex(/^1\d{10}$/)
        .optional(),
      { widget: 'phone' },
    ),
    display_number: field(
      z
        .string()
        .regex(/^\d{7,12}$/)
        .optional(),
      { widget: 'phone' },
    ),
    status: enabled(),
    remark: z.string().max(100).optional(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Extension numbers of the cloud switchboard, bound to workers (spec §7 admin `ext-phone`). */
export default defineResource({
  name: 'ext-phone',
  api: { path: 'ext-phone' },
  schema: extPhoneSchema,
  menu: { section: 'setting', icon: DialerSipIcon, order: 32 },
  recordRepresentation: 'ext_no',
  operations,
  access: grant(operations, ['setting.ext_phone']),
  list: {
    columns: ['ext_no', 'worker_id', 'bind_phone', 'display_number', 'status', 'remark', 'created_at'],
    sort: { field: 'ext_no', order: 'ASC' },
    search: true,
    filters: ['worker_id', 'status'],
  },
  form: {
    sections: [
      { key: 'basic', fields: ['ext_no', 'worker_id', 'bind_phone', 'display_number', 'status', 'remark'] },
    ],
  },
  demo: { count: 20 },
});
