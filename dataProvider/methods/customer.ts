import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { CUSTOMER_TYPES } from '../../resources/customer';
import { API_PATHS } from '../paths';
import { batchAnswer } from './customerPool';
import { idSchema, request, unwrapData } from './request';

/** `POST customer/number-search` (spec §7): the id of the customer, when one has that number. */
export const numberSearchSchema = z.preprocess(
  unwrapData,
  z
    .object({ id: idSchema.optional() })
    .nullish()
    .transform((found) => found?.id),
);

/**
 * The body of `POST customer/allocate` (spec §3 "Allocation params"): `type` is the customer list
 * the allocation starts from (0 my customers, 1 clue, 2 public sea, 3 my allocated, 4 plan
 * expiry); `sub_type` the intake method (1 sell my users, 2 serve talents).
 */
export const allocateParamsSchema = z.object({
  ids: z.array(z.number().int()).min(1),
  type: z.literal(CUSTOMER_TYPES),
  worker_id: z.number().int(),
  store_id: z.number().int().optional(),
  sub_type: z.literal([1, 2]),
});
export type AllocateParams = z.infer<typeof allocateParamsSchema>;

export function customerMethods(client: AxiosInstance) {
  return {
    /** The header search (V05): a user number or phone → the customer's id, `undefined` when none. */
    searchCustomerNumber: (number: string) =>
      request(client, 'POST', API_PATHS.customer.numberSearch, numberSearchSchema, { number }),
    /** Allocates customers to a matchmaker (S07); answers the batch result (which were allocated). */
    allocateCustomers: (params: AllocateParams) =>
      request(client, 'POST', API_PATHS.customer.allocate, batchAnswer, allocateParamsSchema.parse(params)),
  };
}
