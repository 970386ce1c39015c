import { z } from 'zod';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { recordId } from './core/fields';

export const areaSchema = () =>
  z.object({
    id: recordId(),
    area_code: z.string().regex(/^\d{6}$/),
    name: z.string().min(1).max(30),
    /** Spec §3: 0 means a leaf (no children to load). */
    show_children: field(z.union([z.literal(1), z.literal(0)]), { widget: 'select' }),
    parent_code: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
  });

const operations: readonly Operation[] = ['list', 'show'];

/** Administrative areas, loaded level by level (spec §7 `GET /area?parent_code=`, read only). */
export default defineResource({
  name: 'area',
  api: { path: '/area' },
  schema: areaSchema,
  // Read by the area cascader of every user: no menu entry, no permission.
  menu: false,
  recordRepresentation: 'name',
  operations,
  list: {
    columns: ['area_code', 'name', 'parent_code', 'show_children'],
    sort: { field: 'area_code', order: 'ASC' },
    search: true,
    filters: ['parent_code', 'show_children'],
  },
  demo: { count: 79 },
});
