import { z } from 'zod';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { enabled, grant, recordId, ref, stamp } from './core/fields';

export const channelSchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(1).max(30),
    parent_id: ref('channel', 'name').optional(),
    sort: z.number().int().min(0).max(9999).default(0),
    status: enabled(),
    remark: field(z.string().max(200).optional(), { widget: 'textarea' }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Where customers come from, as a tree (spec §3 filter option "channel (tree with child)"). */
export default defineResource({
  name: 'channel',
  api: { path: 'channel' },
  schema: channelSchema,
  menu: { section: 'setting', icon: AccountTreeIcon, order: 54 },
  watermark: 'channel',
  recordRepresentation: 'name',
  operations,
  access: {
    ...grant(operations, ['setting.channel']),
    // Read by every user's filters and forms (spec §3 filter options).
    list: ['setting.channel', 'user_view'],
    show: ['setting.channel', 'user_view'],
  },
  list: {
    columns: ['id', 'name', 'parent_id', 'sort', 'status', 'remark', 'created_at'],
    sort: { field: 'sort', order: 'ASC' },
    search: true,
    filters: ['parent_id', 'status'],
  },
  form: { sections: [{ key: 'basic', fields: ['name', 'parent_id', 'sort', 'status', 'remark'] }] },
  demo: { count: 24 },
});
