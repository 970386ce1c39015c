import { z } from 'zod';
import AppsIcon from '@mui/icons-material/Apps';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { enabled, grant, recordId, stamp } from './core/fields';

export const shortcutIconSchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(1).max(8),
    icon: field(z.string().min(1), { widget: 'image' }),
    link: z.string().max(255).optional(),
    sort: z.number().int().min(0).max(9999).default(0),
    status: enabled(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Shortcut icons of the home page (house plugin "home management"). */
export default defineResource({
  name: 'shortcut-icon',
  api: { path: '/plugin/house/admin/shortcut' },
  schema: shortcutIconSchema,
  menu: { section: 'catalogue', icon: AppsIcon, order: 42 },
  recordRepresentation: 'name',
  operations,
  access: grant(operations, ['catalogue.home']),
  list: {
    columns: ['icon', 'name', 'link', 'sort', 'status', 'created_at'],
    sort: { field: 'sort', order: 'ASC' },
    filters: ['status'],
  },
  form: { sections: [{ key: 'basic', fields: ['name', 'icon', 'link', 'sort', 'status'] }] },
  demo: { count: 10 },
});
