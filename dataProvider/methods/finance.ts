import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS } from '../paths';
import { request, unwrapData } from './request';

/** `GET /plugin/qianfan/admin/finance/balance` (spec §3): bare or under `data`. */
export const financeSchema = z.preprocess(
  (body) => unwrapData(body) ?? {},
  z.object({
    balance: z.coerce.number().nullish(),
    month_cost: z.coerce.number().nullish(),
    sms_left_num: z.coerce.number().nullish(),
    service: z.object({ start_at: z.string().nullish(), end_at: z.string().nullish() }).nullish(),
  }),
);

export type Finance = z.infer<typeof financeSchema>;

export function financeMethods(client: AxiosInstance) {
  return {
    /** The finance drawer's figures for a store (spec §7 Finance). */
    getFinanceBalance: (storeId: number | string | null | undefined) =>
      request(client, 'GET', API_PATHS.finance.balance, financeSchema, { store_id: storeId ?? undefined }),
  };
}
