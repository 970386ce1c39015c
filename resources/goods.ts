import { z } from 'zod';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { grant, recordId, ref, stamp } from './core/fields';

export const goodsSchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(1).max(60),
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{4,20}$/),
    category_id: ref('category', 'name'),
    cover: field(z.string().optional(), { widget: 'image' }),
    price: field(z.number().min(0).max(10_000_000), { widget: 'money' }),
    unit: z.string().trim().min(1).max(6),
    spec: z.string().max(60).optional(),
    feature_ids: field(z.array(z.number().int()).default([]), {
      reference: { resource: 'goods-feature', display: 'name' },
    }),
    status: field(z.union([z.literal(1), z.literal(0)]).default(1), {
      widget: 'select',
      tones: { 1: 'success' },
    }),
    description: field(z.string().max(2000).optional(), { widget: 'textarea' }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete', 'export'];

/** Goods (materials) of the catalogue (house plugin). */
export default defineResource({
  name: 'goods',
  api: { path: '/plugin/house/admin/goods' },
  schema: goodsSchema,
  menu: { section: 'catalogue', icon: Inventory2Icon, order: 20 },
  recordRepresentation: 'name',
  operations,
  access: grant(operations, ['catalogue.goods']),
  list: {
    columns: ['cover', 'name', 'code', 'category_id', 'price', 'unit', 'status', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['category_id', 'status'],
  },
  form: {
    sections: [
      { key: 'basic', fields: ['name', 'code', 'category_id', 'cover', 'status'] },
      { key: 'sale', fields: ['price', 'unit', 'spec', 'feature_ids'] },
      { key: 'detail', fields: ['description'] },
    ],
  },
  demo: { count: 60 },
});
