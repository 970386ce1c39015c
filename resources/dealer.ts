import { z } from 'zod';
import StoreIcon from '@mui/icons-material/Store';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, enabled, grant, recordId, stamp } from './core/fields';

/** 1 provincial agent, 2 city agent, 3 retailer. */
export const DEALER_LEVELS = [1, 2, 3] as const;

export const dealerSchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(2).max(60),
    contact: z.string().trim().min(1).max(20),
    phone: field(z.string().regex(/^1\d{10}$/), { widget: 'phone' }),
    level: choice(DEALER_LEVELS).default(3),
    area: z.string().max(60).optional(),
    address: z.string().max(200).optional(),
    status: enabled(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Dealers selling the catalogue (house plugin "dealer management"). */
export default defineResource({
  name: 'dealer',
  api: { path: '/plugin/house/admin/dealer' },
  schema: dealerSchema,
  menu: { section: 'catalogue', icon: StoreIcon, order: 70 },
  recordRepresentation: 'name',
  operations,
  access: grant(operations, ['catalogue.dealer']),
  list: {
    columns: ['name', 'contact', 'phone', 'level', 'area', 'status', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['level', 'status'],
  },
  form: {
    sections: [
      { key: 'basic', fields: ['name', 'level', 'status'] },
      { key: 'contact', fields: ['contact', 'phone', 'area', 'address'] },
    ],
  },
  demo: { count: 24 },
});
