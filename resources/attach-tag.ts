import { z } from 'zod';
import LabelIcon from '@mui/icons-material/Label';
import { defineResource, type Operation } from './core/define';
import { grant, recordId, stamp } from './core/fields';

export const attachTagSchema = () =>
  z.object({
    id: recordId(),
    /** Spec §5: "标签名称不能为空!". */
    name: z.string().trim().min(1).max(20),
    attach_count: z.number().int().min(0).optional(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Tags of the media library (spec §7 attach tag CRUD; id 0 is the virtual "all"). */
export default defineResource({
  name: 'attach-tag',
  api: { path: 'attach-tag' },
  schema: attachTagSchema,
  menu: { section: 'operate', icon: LabelIcon, order: 72 },
  recordRepresentation: 'name',
  operations,
  access: grant(operations, ['operate.attach']),
  list: {
    columns: ['id', 'name', 'attach_count', 'created_at'],
    sort: { field: 'id', order: 'ASC' },
    search: true,
  },
  form: { sections: [{ key: 'basic', fields: ['name'] }] },
  demo: { count: 10 },
});
