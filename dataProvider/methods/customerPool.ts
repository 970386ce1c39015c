import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { CUSTOMER_STATUSES, REMOVAL_REASONS } from '../../resources/customer';
import { API_PATHS } from '../paths';
import { request, unwrapData } from './request';

/**
 * The customer pool (spec §2, §3, §7): the public sea, the bin and batch updates. Spec §7 names
 * `customer/avg-assign`, `customer/clear` and `customer/batch-update` without their bodies; the
 * put-back, remove and restore paths are ours. The shapes below are the app's contract, served
 * alike by the demo API (`src/mocks/bespoke/customerPool.ts`). The server decides each customer:
 * one it refuses alone is a 409 naming who holds it; of several, it changes the allowed ones and
 * answers a batch result.
 */

const ids = z.array(z.number().int().positive()).min(1);

/** One customer a batch write refused: why (`claimed`, `held`, `in_sea`…), its text, who holds it. */
export const refusedRecordSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  text: z.string(),
  holder_name: z.string().optional(),
});
export type RefusedRecord = z.infer<typeof refusedRecordSchema>;

/**
 * The result of a write on several customers (docs/api-conventions.md, "Batch results"): how many
 * changed, which (`done`), and each refused one. Bare or under `data`; fields not sent are empty
 * (`count`: absent when the server says nothing).
 */
export const batchResultSchema = z.object({
  count: z.coerce.number().int().min(0).optional(),
  done: z.array(z.number().int()).default([]),
  refused: z.array(refusedRecordSchema).default([]),
});
export type BatchResult = z.infer<typeof batchResultSchema>;

/** A batch result, bare or under `data`; an empty answer (204) is an empty result. */
export const batchAnswer = z.preprocess(
  unwrapData,
  batchResultSchema.nullish().transform((a): BatchResult => a ?? { count: undefined, done: [], refused: [] }),
);

/** `POST customer/back-to-sea {ids, reason}`: back into the public sea, with the reason (required). */
export const backToSeaSchema = z.object({ ids, reason: z.string().trim().min(1).max(200) });
export type BackToSeaParams = z.infer<typeof backToSeaSchema>;

/** `POST customer/avg-assign {ids, worker_ids}`: public-sea customers dealt out round-robin. */
export const avgAssignSchema = z.object({ ids, worker_ids: z.array(z.number().int().positive()).min(1) });
export type AvgAssignParams = z.infer<typeof avgAssignSchema>;

/** Answer of avg-assign: the customers each worker received, and the batch result. */
export const avgAssignAnswer = z.preprocess(
  unwrapData,
  batchResultSchema.extend({
    assigned: z.array(z.object({ worker_id: z.number().int(), ids: z.array(z.number().int()) })),
  }),
);
export type AvgAssignResult = z.infer<typeof avgAssignAnswer>;

/** `POST customer/remove {ids, removal_reason}`: into the bin with one of the 8 reasons of spec §3. */
export const removeSchema = z.object({ ids, removal_reason: z.literal(REMOVAL_REASONS) });
export type RemoveParams = z.infer<typeof removeSchema>;

/** `POST customer/restore {ids}`: out of the bin, back into the list they were removed from. */
export const restoreSchema = z.object({ ids });
export type RestoreParams = z.infer<typeof restoreSchema>;

/** `POST customer/clear {ids?}`: deletes the selected customers of the bin, or the whole bin without `ids`. */
export const clearSchema = z.object({ ids: ids.optional() });
export type ClearParams = z.infer<typeof clearSchema>;

/** The fields a batch update may set (one or more): store, matchmaker, tags, status. */
export const batchFieldsSchema = z
  .object({
    store_id: z.number().int().positive(),
    worker_id: z.number().int().positive(),
    tag_ids: z.array(z.number().int().positive()),
    user_status: z.literal(CUSTOMER_STATUSES),
  })
  .partial()
  .refine((data) => Object.keys(data).length > 0);
export type BatchFields = z.infer<typeof batchFieldsSchema>;

/** `POST customer/batch-update {ids, data}`: sets the same values on every customer of `ids`. */
export const batchUpdateSchema = z.object({ ids, data: batchFieldsSchema });
export type BatchUpdateParams = z.infer<typeof batchUpdateSchema>;

export function customerPoolMethods(client: AxiosInstance) {
  const post = <S extends z.ZodType>(url: string, answer: S, body: unknown) =>
    request(client, 'POST', url, answer, body);
  return {
    /** Puts customers back into the public sea; answers the batch result. */
    backToSea: (params: BackToSeaParams) =>
      post(API_PATHS.customer.backToSea, batchAnswer, backToSeaSchema.parse(params)),
    /** Deals public-sea customers out evenly among workers; answers who got which. */
    avgAssign: (params: AvgAssignParams) =>
      post(API_PATHS.customer.avgAssign, avgAssignAnswer, avgAssignSchema.parse(params)),
    /** Removes customers into the bin; answers the batch result. */
    removeCustomers: (params: RemoveParams) =>
      post(API_PATHS.customer.remove, batchAnswer, removeSchema.parse(params)),
    /** Restores customers from the bin; answers the batch result. */
    restoreCustomers: (params: RestoreParams) =>
      post(API_PATHS.customer.restore, batchAnswer, restoreSchema.parse(params)),
    /** Empties the bin (or deletes its selected customers for good); answers the batch result. */
    clearBin: (params: ClearParams) => post(API_PATHS.customer.clear, batchAnswer, clearSchema.parse(params)),
    /** Sets store, matchmaker, tags or status on the selected customers; answers the batch result. */
    batchUpdateCustomers: (params: BatchUpdateParams) =>
      post(API_PATHS.customer.batchUpdate, batchAnswer, batchUpdateSchema.parse(params)),
  };
}
