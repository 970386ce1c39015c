import { z } from 'zod';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { defineResource, type Operation } from './core/define';
import { choice, grant, recordId, stamp } from './core/fields';
import { CUSTOMER_TYPES } from './customer';

/** What a tag labels: customers, follow records, service records. */
export const TAG_MODULES = ['customer', 'follow', 'service'] as const;

export const tagSchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(1).max(20),
    module: z.enum(TAG_MODULES).default('customer'),
    customer_type: choice(CUSTOMER_TYPES).optional(),
    color: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i)
      .optional(),
    sort: z.number().int().min(0).max(9999).default(0),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Tags (spec §7 tag CRUD, tag/option-list; listed by customer_type and module). */
export default defineResource({
  name: 'tag',
  api: { path: 'tag' },
  schema: tagSchema,
  menu: { section: 'setting', icon: LocalOfferIcon, order: 50 },
  recordRepresentation: 'name',
  operations,
  access: {
    ...grant(operations, ['setting.tag']),
    // Read by every user's filters and forms (spec §3 filter options).
    list: ['setting.tag', 'user_view'],
    show: ['setting.tag', 'user_view'],
  },
  list: {
    columns: ['id', 'name', 'module', 'customer_type', 'color', 'sort', 'created_at'],
    sort: { field: 'sort', order: 'ASC' },
    search: true,
    filters: ['module', 'customer_type'],
  },
  form: { sections: [{ key: 'basic', fields: ['name', 'module', 'customer_type', 'color', 'sort'] }] },
  demo: { count: 30 },
});
