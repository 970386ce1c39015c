import { z } from 'zod';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { enabled, grant, recordId, stamp } from './core/fields';

export const packageSchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(1).max(30),
    price: field(z.number().min(0).max(1_000_000), { widget: 'money' }),
    original_price: field(z.number().min(0).max(1_000_000).optional(), { widget: 'money' }),
    duration_days: z.number().int().min(1).max(3650),
    meet_times: z.number().int().min(0).max(999).optional(),
    description: field(z.string().max(500).optional(), { widget: 'textarea' }),
    sort: z.number().int().min(0).max(9999).default(0),
    status: enabled(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Membership packages sold to customers (spec §7 `package`, a filter option). */
export default defineResource({
  name: 'package',
  api: { path: 'package' },
  schema: packageSchema,
  menu: { section: 'finance', icon: CardMembershipIcon, order: 10 },
  recordRepresentation: 'name',
  operations,
  access: {
    ...grant(operations, ['finance.package']),
    // Read by every user's filters and forms (spec §3 filter options).
    list: ['finance.package', 'user_view'],
    show: ['finance.package', 'user_view'],
  },
  list: {
    columns: ['name', 'price', 'original_price', 'duration_days', 'meet_times', 'sort', 'status'],
    sort: { field: 'sort', order: 'ASC' },
    search: true,
    filters: ['status'],
  },
  form: {
    sections: [
      { key: 'basic', fields: ['name', 'price', 'original_price', 'duration_days', 'meet_times'] },
      { key: 'display', fields: ['description', 'sort', 'status'] },
    ],
  },
  demo: { count: 10 },
});
