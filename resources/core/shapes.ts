import type { ComponentType } from 'react';
import { z } from 'zod';
import { defineResource, type Operation } from './define';
import { enabled, grant, recordId, ref, stamp } from './fields';

/**
 * A read-only option list of the customer profile (job, car, house: spec §7 `GET customer-job` …):
 * read by every user's customer forms, so no menu entry and no permission.
 */
export function defineProfileOption<N extends 'customer-job' | 'customer-car' | 'customer-house'>(name: N) {
  const operations: readonly Operation[] = ['list', 'show'];
  return defineResource({
    name,
    api: { path: name },
    schema: () =>
      z.object({
        id: recordId(),
        name: z.string().trim().min(1).max(30),
        sort: z.number().int().min(0).max(9999).default(0),
        status: enabled(),
      }),
    menu: false,
    recordRepresentation: 'name',
    operations,
    list: { columns: ['id', 'name', 'sort', 'status'], sort: { field: 'sort', order: 'ASC' }, search: true },
    demo: { count: 10 },
  });
}

/** A hand-picked goods list of the home page (house plugin "home management": new / hot goods). */
export function defineHomeGoods<N extends 'new-goods' | 'hot-goods'>(
  name: N,
  icon: ComponentType,
  order: number,
) {
  const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];
  return defineResource({
    name,
    api: { path: `/plugin/house/admin/${name}` },
    schema: () =>
      z.object({
        id: recordId(),
        goods_id: ref('goods', 'name'),
        sort: z.number().int().min(0).max(9999).default(0),
        status: enabled(),
        created_at: stamp(),
      }),
    menu: { section: 'catalogue', icon, order },
    operations,
    access: grant(operations, ['catalogue.home']),
    list: {
      columns: ['goods_id', 'sort', 'status', 'created_at'],
      sort: { field: 'sort', order: 'ASC' },
      filters: ['status'],
    },
    form: { sections: [{ key: 'basic', fields: ['goods_id', 'sort', 'status'] }] },
    demo: { count: 12 },
  });
}
