import { z } from 'zod';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { recordId } from './core/fields';

export const noticeMessageSchema = () =>
  z.object({
    id: recordId(),
    scene: z.string().max(40).optional(),
    is_read: z.union([z.literal(1), z.literal(0)]),
    /** Spec §3: `content` carries a method and its arguments; the drawer maps it to a title and tip. */
    content: field(z.object({ method: z.string(), arguments: z.array(z.unknown()) }), { hidden: true }),
    created_at: field(z.string(), { widget: 'datetime', readOnly: true }),
  });

const operations: readonly Operation[] = ['list', 'show'];

/**
 * The signed-in user's notice messages (spec §7 `GET /admin/im`, read only). Shown by the header's
 * message drawer; the resource gives the path one owner and keeps it out of the menu.
 */
export default defineResource({
  name: 'notice-message',
  api: { path: '/admin/im' },
  schema: noticeMessageSchema,
  menu: false,
  operations,
  list: {
    columns: ['created_at', 'is_read', 'scene'],
    sort: { field: 'id', order: 'DESC' },
    filters: ['is_read'],
    filter: { scene: 'SiteNotice' },
  },
  // The demo API's bespoke notices handler serves this path (per worker); nothing to seed here.
  demo: { count: 0 },
});
