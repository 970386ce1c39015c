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

/** Spec §9: the smallest cash recharge, in yuan. */
export const MIN_RECHARGE = 100;

/** The SMS packages the recharge sells: messages and their price in yuan (the server's list). */
export const SMS_PACKAGES = [
  { id: 1, count: 1_000, price: 60 },
  { id: 2, count: 5_000, price: 280 },
  { id: 3, count: 10_000, price: 520 },
  { id: 4, count: 50_000, price: 2_400 },
] as const;

/** What a recharge ticket is asked for: a cash amount, or an SMS package. */
export type RechargeTicketBody =
  | { type: 'cash'; amount: number; store_id: number | string | null | undefined }
  | { type: 'sms'; package_id: number; store_id: number | string | null | undefined };

/** `POST …/finance/recharge/ticket` (ours, issue 42): a short-lived, single-use ticket. */
export const rechargeTicketSchema = z.preprocess(
  unwrapData,
  z.object({ ticket: z.string().min(1), expires_in: z.coerce.number() }),
);

export type RechargeTicket = z.infer<typeof rechargeTicketSchema>;

/** One paid recharge of the bill (`GET …/finance/bill`, ours). */
export const rechargeBillSchema = z.preprocess(
  unwrapData,
  z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      type: z.enum(['cash', 'sms']),
      amount: z.coerce.number(),
      count: z.coerce.number().nullish(),
      worker_name: z.string().nullish(),
      paid_at: z.string(),
    }),
  ),
);

export type RechargeBillRow = z.infer<typeof rechargeBillSchema>[number];

/** JSON text as its value; text that is not JSON stays as it is. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function financeMethods(client: AxiosInstance) {
  return {
    /** The finance drawer's figures for a store (spec §7 Finance). */
    getFinanceBalance: (storeId: number | string | null | undefined) =>
      request(client, 'GET', API_PATHS.finance.balance, financeSchema, { store_id: storeId ?? undefined }),
    /** The ticket the recharge form posts in its new window (no token leaves in a form field). */
    createRechargeTicket: (body: RechargeTicketBody) =>
      request(client, 'POST', API_PATHS.finance.rechargeTicket, rechargeTicketSchema, body),
    /** The store's paid recharges, newest first. */
    getRechargeBill: (storeId: number | string | null | undefined) =>
      request(client, 'GET', API_PATHS.finance.bill, rechargeBillSchema, { store_id: storeId ?? undefined }),
    /**
     * The browser demo's payment page: the recharge post's fields sent as a call (its service
     * worker answers no page navigation), answered with the page's HTML, refusal pages included.
     */
    postRechargeForm: async (fields: Record<string, string>) => {
      const response = await client.request<string>({
        method: 'POST',
        url: API_PATHS.finance.recharge,
        data: new URLSearchParams(fields),
        responseType: 'text',
        // A JSON answer (a failure's `{code, text}`) is read as such; the page stays text.
        transformResponse: (data: unknown, headers) =>
          typeof data === 'string' && /json/.test(String(headers['content-type'] ?? ''))
            ? parseJson(data)
            : data,
        // Its refusals (a spent or expired ticket) are pages to show; a 5xx is a failure.
        validateStatus: (status) => status < 500,
      });
      return { status: response.status, html: String(response.data) };
    },
  };
}
