import { z } from 'zod';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { grant, recordId, ref, stamp } from './core/fields';

/** One service the contract covers (spec §3 contract "services list (content)"). */
export const contractServiceSchema = z.object({ content: z.string().trim().min(1).max(200) });
/** A file of the contract: the signed scan, the PDF (spec §3 contract "attaches (url)"). */
export const contractAttachSchema = z.object({ url: z.string().max(500) });

export const contractSchema = () =>
  z.object({
    id: recordId(),
    /** The contract number (`HT…`). */
    no: z.string().trim().min(1).max(40),
    customer_id: ref('customer', 'name'),
    /** Party B as signed: the customer's real name. */
    party_b: z.string().max(60).optional(),
    signed_at: field(z.string(), { widget: 'date' }),
    // Nested values (a list, a period) are shown by the customer detail's contracts tab, not by
    // the generated screens.
    services: field(z.array(contractServiceSchema).default([]), { hidden: true }),
    /** The service period, `YYYY-MM-DD` days. */
    expireTime: field(z.object({ start: z.string(), end: z.string() }).optional(), { hidden: true }),
    /** In yuan. */
    order_price: field(z.number().min(0).max(100_000_000), { widget: 'money' }),
    attaches: field(z.array(contractAttachSchema).default([]), { hidden: true }),
    worker_id: ref('worker', 'name').optional(),
    created_at: stamp(),
  });

export type ContractRecord = z.infer<ReturnType<typeof contractSchema>>;

const operations: readonly Operation[] = ['list', 'show'];

/**
 * Service contracts of customers (spec §3 contract; no list path in spec §7: ours, `contract` under
 * the love plugin's admin prefix). Read only: contracts are made by the contract generator.
 */
export default defineResource({
  name: 'contract',
  api: { path: 'contract' },
  schema: contractSchema,
  menu: false,
  recordRepresentation: 'no',
  operations,
  access: grant(operations, ['user_view']),
  list: {
    columns: ['no', 'customer_id', 'party_b', 'signed_at', 'order_price', 'worker_id', 'created_at'],
    sort: { field: 'signed_at', order: 'DESC' },
    search: true,
    filters: ['customer_id', 'worker_id'],
  },
  // Seeded with the customers' histories (src/mocks/histories/contracts.ts), not on their own.
  demo: { count: 0 },
});
