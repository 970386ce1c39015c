import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS } from '../paths';
import { idSchema, request, unwrapData } from './request';

/** `POST customer/number-search` (spec §7): the id of the customer, when one has that number. */
export const numberSearchSchema = z.preprocess(
  unwrapData,
  z
    .object({ id: idSchema.optional() })
    .nullish()
    .transform((found) => found?.id),
);

export function customerMethods(client: AxiosInstance) {
  return {
    /** The header search (V05): a user number or phone → the customer's id, `undefined` when none. */
    searchCustomerNumber: (number: string) =>
      request(client, 'POST', API_PATHS.customer.numberSearch, numberSearchSchema, { number }),
  };
}
