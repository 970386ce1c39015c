import { z } from 'zod';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, enabled, grant, recordId, stamp } from './core/fields';
import { FOLLOW_METHODS } from './worker-user';

export const followTemplateSchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(1).max(30),
    method: choice(FOLLOW_METHODS).default(1),
    content: field(z.string().trim().min(2).max(500), { widget: 'textarea' }),
    sort: z.number().int().min(0).max(9999).default(0),
    status: enabled(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Ready-made follow-up notes staff pick when writing a follow record (spec §7 `worker-user-template`). */
export default defineResource({
  name: 'worker-user-template',
  api: { path: 'worker-user-template' },
  schema: followTemplateSchema,
  menu: { section: 'setting', icon: PostAddIcon, order: 60 },
  recordRepresentation: 'name',
  operations,
  access: grant(operations, ['setting.follow_template']),
  list: {
    columns: ['name', 'method', 'content', 'sort', 'status', 'created_at'],
    sort: { field: 'sort', order: 'ASC' },
    search: true,
    filters: ['method', 'status'],
  },
  form: { sections: [{ key: 'basic', fields: ['name', 'method', 'content', 'sort', 'status'] }] },
  demo: { count: 12 },
});
