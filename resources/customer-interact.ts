import { z } from 'zod';
import ForumIcon from '@mui/icons-material/Forum';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, ref, stamp } from './core/fields';

/** What a customer did to another on the mini-app: 1 viewed, 2 liked, 3 favourited, 4 messaged, 5 asked to meet. */
export const INTERACT_TYPES = [1, 2, 3, 4, 5] as const;

export const customerInteractSchema = () =>
  z.object({
    id: recordId(),
    customer_id: ref('customer', 'name'),
    target_customer_id: ref('customer', 'name'),
    type: choice(INTERACT_TYPES),
    content: field(z.string().max(500).optional(), { widget: 'textarea' }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show'];

/** Interactions between customers (spec §7 `customer-interact`, read only). */
export default defineResource({
  name: 'customer-interact',
  api: { path: 'customer-interact' },
  schema: customerInteractSchema,
  menu: { section: 'mate', icon: ForumIcon, order: 40 },
  operations,
  access: grant(operations, ['mate.interact']),
  list: {
    columns: ['customer_id', 'type', 'target_customer_id', 'content', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    filters: ['customer_id', 'target_customer_id', 'type'],
  },
  demo: { count: 60 },
});
