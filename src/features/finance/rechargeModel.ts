import { z } from 'zod';
import { MIN_RECHARGE } from '../../../dataProvider/methods/finance';

/** Spec §9: the smallest cash recharge, in yuan (the server refuses a ticket for less). */
export { MIN_RECHARGE };

/** The i18n keys of V01-V03. */
export const RECHARGE_ERRORS = {
  required: 'app.finance.recharge.required',
  wrong: 'app.finance.recharge.wrong',
  minimum: 'app.finance.recharge.minimum',
} as const;

export type RechargeErrorKey = (typeof RECHARGE_ERRORS)[keyof typeof RECHARGE_ERRORS];

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * The recharge amount as typed (a string) to a number of yuan. One message at a time, in the
 * order of spec §5: required (V01), a number with at most two decimals (V02), at least 100 (V03).
 */
export const rechargeAmountSchema = z.string().transform((value, ctx) => {
  const text = value.trim();
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: RECHARGE_ERRORS.required });
    return z.NEVER;
  }
  if (!AMOUNT.test(text)) {
    ctx.addIssue({ code: 'custom', message: RECHARGE_ERRORS.wrong });
    return z.NEVER;
  }
  const amount = Number(text);
  if (amount < MIN_RECHARGE) {
    ctx.addIssue({ code: 'custom', message: RECHARGE_ERRORS.minimum });
    return z.NEVER;
  }
  return amount;
});

export const rechargeSchema = z.object({ amount: rechargeAmountSchema });

/** The i18n key of the amount's error, or `undefined` when it may be submitted. */
export function rechargeAmountError(value: string): RechargeErrorKey | undefined {
  const result = rechargeAmountSchema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues[0]?.message as RechargeErrorKey;
}
