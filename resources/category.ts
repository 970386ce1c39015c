import { z } from 'zod';
import CategoryIcon from '@mui/icons-material/Category';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { enabled, grant, recordId, ref, stamp } from './core/fields';

export const categorySchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(1).max(30),
    parent_id: ref('category', 'name').optional(),
    icon: field(z.string().optional(), { widget: 'image' }),
    sort: z.number().int().min(0).max(9999).default(0),
    status: enabled(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Product categories of the catalogue, as a tree (house plugin). */
export default defineResource({
  name: 'category',
  api: { path: '/plugin/house/admin/category' },
  schema: categorySchema,
  menu: { section: 'catalogue', icon: CategoryIcon, order: 10 },
  recordRepresentation: 'name',
  operations,
  access: grant(operations, ['catalogue.category']),
  list: {
    columns: ['id', 'name', 'parent_id', 'icon', 'sort', 'status', 'created_at'],
    sort: { field: 'sort', order: 'ASC' },
    search: true,
    filters: ['parent_id', 'status'],
  },
  form: { sections: [{ key: 'basic', fields: ['name', 'parent_id', 'icon', 'sort', 'status'] }] },
  demo: { count: 20 },
});
