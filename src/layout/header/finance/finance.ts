import { z } from 'zod';

/** `GET /plugin/qianfan/admin/finance/balance` (spec §3): bare or under `data`. */
export const financeSchema = z.object({
  balance: z.coerce.number().nullish(),
  month_cost: z.coerce.number().nullish(),
  sms_left_num: z.coerce.number().nullish(),
  service: z.object({ start_at: z.string().nullish(), end_at: z.string().nullish() }).nullish(),
});

export type Finance = z.infer<typeof financeSchema>;

export function toFinance(body: unknown): Finance {
  const raw = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
  return financeSchema.parse(raw ?? {});
}

/** S22: the service period "start ~ end", only when both dates exist. */
export function servicePeriod(finance: Pick<Finance, 'service'>): string | undefined {
  const start = finance.service?.start_at?.trim();
  const end = finance.service?.end_at?.trim();
  return start && end ? `${start} ~ ${end}` : undefined;
}

/** Spec §2: the SMS recharge and bill screens. */
export const SMS_RECHARGE_PATH = '/dataLog/message/recharge?isRecharge=1';
export const BILL_PATH = '/dataLog/message/recharge?tab=1';
