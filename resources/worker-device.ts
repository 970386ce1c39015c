import { z } from 'zod';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { enabled, grant, recordId, ref, stamp } from './core/fields';

export const DEVICE_BRANDS = ['huawei', 'xiaomi', 'oppo', 'vivo', 'honor', 'other'] as const;

export const workerDeviceSchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(1).max(40),
    worker_id: ref('worker', 'name').optional(),
    phone_number: field(
      z
        .string()
        .regex(/^1\d{10}$/)
        .optional(),
      { widget: 'phone' },
    ),
    brand: z.enum(DEVICE_BRANDS).default('other'),
    serial: z.string().trim().min(6).max(40),
    is_online: field(z.boolean().optional(), { readOnly: true }),
    status: enabled(),
    last_online_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/**
 * Work phones that place and record calls (spec §7 `worker-device`; get-phone-number, delete-phone,
 * test and get-online-device are actions of a bespoke screen).
 */
export default defineResource({
  name: 'worker-device',
  api: { path: 'worker-device' },
  schema: workerDeviceSchema,
  menu: { section: 'setting', icon: PhoneAndroidIcon, order: 30 },
  recordRepresentation: 'name',
  operations,
  access: grant(operations, ['setting.worker_device']),
  list: {
    columns: ['name', 'worker_id', 'phone_number', 'brand', 'is_online', 'status', 'last_online_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['worker_id', 'brand', 'status'],
  },
  form: {
    sections: [{ key: 'basic', fields: ['name', 'worker_id', 'phone_number', 'brand', 'serial', 'status'] }],
  },
  demo: { count: 20 },
});
