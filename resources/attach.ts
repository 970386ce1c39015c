import { z } from 'zod';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, ref, stamp } from './core/fields';

/** Spec §3: 0 image, 1 video. */
export const ATTACH_TYPES = [0, 1] as const;

export const attachSchema = () =>
  z.object({
    id: recordId(),
    url: field(z.string().min(1), { widget: 'url' }),
    name: z.string().trim().min(1).max(100),
    type: choice(ATTACH_TYPES),
    tag_id: ref('attach-tag', 'name').optional(),
    path: z.string().max(255).optional(),
    size: z.number().int().min(0).optional(),
    worker_id: ref('worker', 'name').optional(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show'];

/**
 * The media library (spec §3 media item, §7 `attach`); uploads (multipart), batch tagging and batch
 * deletion belong to the media library screen.
 */
export default defineResource({
  name: 'attach',
  api: { path: 'attach' },
  schema: attachSchema,
  menu: { section: 'operate', icon: PermMediaIcon, order: 70 },
  recordRepresentation: 'name',
  operations,
  access: grant(operations, ['operate.attach']),
  list: {
    columns: ['name', 'type', 'tag_id', 'size', 'worker_id', 'url', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['type', 'tag_id'],
    perPage: 18,
  },
  demo: { count: 48 },
});
