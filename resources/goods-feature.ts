import { z } from 'zod';
import StyleIcon from '@mui/icons-material/Style';
import { defineResource, type Operation } from './core/define';
import { enabled, grant, recordId, stamp } from './core/fields';

export const goodsFeatureSchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(1).max(20),
    sort: z.number().int().min(0).max(9999).default(0),
    status: enabled(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Selling points goods are tagged with (house plugin "features"). */
export default defineResource({
  name: 'goods-feature',
  api: { path: '/plugin/house/admin/feature' },
  schema: goodsFeatureSchema,
  menu: { section: 'catalogue', icon: StyleIcon, order: 30 },
  recordRepresentation: 'name',
  operations,
  access: grant(operations, ['catalogue.feature']),
  list: {
    columns: ['id', 'name', 'sort', 'status', 'created_at'],
    sort: { field: 'sort', order: 'ASC' },
    search: true,
    filters: ['status'],
  },
  form: { sections: [{ key: 'basic', fields: ['name', 'sort', 'status'] }] },
  demo: { count: 16 },
});
