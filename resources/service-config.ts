import { z } from 'zod';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { enabled, grant, recordId, stamp } from './core/fields';

export const serviceConfigSchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(1).max(40),
    content: field(z.string().trim().min(2).max(1000), { widget: 'textarea' }),
    sort: z.number().int().min(0).max(9999).default(0),
    status: enabled(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Service items listed in contracts (spec §3 contract services list; §7 admin "service config"). */
export default defineResource({
  name: 'service-config',
  api: { path: 'service-config' },
  schema: serviceConfigSchema,
  menu: { section: 'finance', icon: MiscellaneousServicesIcon, order: 32 },
  recordRepresentation: 'name',
  operations,
  access: grant(operations, ['setting.service_config']),
  list: {
    columns: ['name', 'content', 'sort', 'status', 'created_at'],
    sort: { field: 'sort', order: 'ASC' },
    search: true,
    filters: ['status'],
  },
  form: { sections: [{ key: 'basic', fields: ['name', 'content', 'sort', 'status'] }] },
  demo: { count: 12 },
});
