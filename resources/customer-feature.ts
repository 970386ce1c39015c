import { z } from 'zod';
import StarsIcon from '@mui/icons-material/Stars';
import { defineResource, type Operation } from './core/define';
import { enabled, grant, recordId, stamp } from './core/fields';

/** The aspect a feature describes. */
export const FEATURE_GROUPS = ['personality', 'lifestyle', 'appearance', 'family'] as const;

export const customerFeatureSchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(1).max(20),
    group: z.enum(FEATURE_GROUPS).default('personality'),
    sort: z.number().int().min(0).max(9999).default(0),
    status: enabled(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Personal features customers are described by (spec §7 `customer-feature`, a filter option). */
export default defineResource({
  name: 'customer-feature',
  api: { path: 'customer-feature' },
  schema: customerFeatureSchema,
  menu: { section: 'setting', icon: StarsIcon, order: 52 },
  recordRepresentation: 'name',
  operations,
  access: {
    ...grant(operations, ['setting.feature']),
    // Read by every user's filters and forms (spec §3 filter options).
    list: ['setting.feature', 'user_view'],
    show: ['setting.feature', 'user_view'],
  },
  list: {
    columns: ['id', 'name', 'group', 'sort', 'status', 'created_at'],
    sort: { field: 'sort', order: 'ASC' },
    search: true,
    filters: ['group', 'status'],
  },
  form: { sections: [{ key: 'basic', fields: ['name', 'group', 'sort', 'status'] }] },
  demo: { count: 24 },
});
