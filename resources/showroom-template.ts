import { z } from 'zod';
import ChairIcon from '@mui/icons-material/Chair';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { enabled, grant, recordId, stamp } from './core/fields';

export const SHOWROOM_STYLES = ['modern', 'chinese', 'nordic', 'luxury', 'japanese'] as const;

export const showroomTemplateSchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(1).max(40),
    style: z.enum(SHOWROOM_STYLES).default('modern'),
    cover: field(z.string().optional(), { widget: 'image' }),
    area_sqm: z.number().int().min(5).max(1000).optional(),
    goods_ids: field(z.array(z.number().int()).default([]), {
      reference: { resource: 'goods', display: 'name' },
    }),
    description: field(z.string().max(1000).optional(), { widget: 'textarea' }),
    status: enabled(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Template rooms of the online showroom (house plugin). */
export default defineResource({
  name: 'showroom-template',
  api: { path: '/plugin/house/admin/showroom-template' },
  schema: showroomTemplateSchema,
  menu: { section: 'catalogue', icon: ChairIcon, order: 50 },
  recordRepresentation: 'name',
  operations,
  access: grant(operations, ['catalogue.showroom']),
  list: {
    columns: ['cover', 'name', 'style', 'area_sqm', 'status', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['style', 'status'],
  },
  form: {
    sections: [
      { key: 'basic', fields: ['name', 'style', 'cover', 'area_sqm', 'status'] },
      { key: 'goods', fields: ['goods_ids', 'description'] },
    ],
  },
  demo: { count: 12 },
});
