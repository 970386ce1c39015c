import {
  MIN_RECHARGE,
  rechargeAmountError,
  rechargeAmountSchema,
  rechargeSchema,
} from '../../../../src/features/finance/rechargeModel';
import { translators } from '../../../support/translators';

describe('recharge amount (spec §5)', async () => {
  const t = await translators();
  const message = (value: string, lang: 'en' | 'zh') => {
    const key = rechargeAmountError(value);
    return key ? t[lang](key) : undefined;
  };

  it.each(['', '   '])(
    '[V01] empty amount %j → "please enter the recharge amount" / "请输入充值金额"',
    (value) => {
      expect(message(value, 'en')).toBe('please enter the recharge amount');
      expect(message(value, 'zh')).toBe('请输入充值金额');
    },
  );

  it.each(['abc', '100.123', '1e3', '-100', '100.', '.5', '1,000', '12a'])(
    '[V02] %j → "recharge amount is wrong" / "充值金额有误"',
    (value) => {
      expect(message(value, 'en')).toBe('recharge amount is wrong');
      expect(message(value, 'zh')).toBe('充值金额有误');
    },
  );

  it.each(['0', '99', '99.99', '50.5'])('[V03] %j → "minimum recharge is 100" / "最低充值100元"', (value) => {
    expect(message(value, 'en')).toBe('minimum recharge is 100');
    expect(message(value, 'zh')).toBe('最低充值100元');
  });

  it.each([
    ['100', 100],
    ['100.5', 100.5],
    ['1234.56', 1234.56],
    [' 200 ', 200],
  ] as const)('accepts %j as %d yuan', (value, amount) => {
    expect(rechargeAmountError(value)).toBeUndefined();
    expect(rechargeAmountSchema.parse(value)).toBe(amount);
    expect(rechargeSchema.parse({ amount: value })).toEqual({ amount });
  });

  it('gives one message at a time, in the order of the spec', () => {
    expect(rechargeAmountSchema.safeParse('9.999').error?.issues).toHaveLength(1);
    expect(MIN_RECHARGE).toBe(100);
  });
});
