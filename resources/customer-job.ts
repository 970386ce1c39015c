import { z } from 'zod';
import { defineResource, type Operation } from './core/define';
import { enabled, recordId } from './core/fields';

export const customerJobSchema = z.object({
  id: recordId(),
  name: z.string().trim().min(1).max(30),
  sort: z.number().int().min(0).max(9999).default(0),
  status: enabled(),
});

const operations: readonly Operation[] = ['list', 'show'];

/** Occupations of a customer's profile (spec §7 `GET customer-job`, read only). */
export default defineResource({
  name: 'customer-job',
  api: { path: 'customer-job' },
  schema: customerJobSchema,
  // An option list read by customer forms of every user: no menu entry, no permission.
  menu: false,
  recordRepresentation: 'name',
  operations,
  list: { columns: ['id', 'name', 'sort', 'status'], sort: { field: 'sort', order: 'ASC' }, search: true },
  demo: { count: 10 },
});
