import { statCountsSchema } from '../../../../dataProvider/methods/counters';
import { financeSchema } from '../../../../dataProvider/methods/finance';
import { servicePeriod } from '../../../../src/features/finance/financeModel';

const toFinance = (body: unknown) => financeSchema.parse(body);
const toStatCounts = (body: unknown) => statCountsSchema.parse(body);

describe('finance data', () => {
  it('reads the answer under data or bare', () => {
    const body = { balance: '1234', month_cost: 12.5, sms_left_num: 300, service: null };
    expect(toFinance({ data: body })).toEqual({ ...body, balance: 1234 });
    expect(toFinance(body).balance).toBe(1234);
  });

  it('[S22] shows the service period only when both dates exist', () => {
    expect(servicePeriod({ service: { start_at: '2026-01-01', end_at: '2027-12-31' } })).toBe(
      '2026-01-01 ~ 2027-12-31',
    );
    expect(servicePeriod({ service: { start_at: '2026-01-01', end_at: null } })).toBeUndefined();
    expect(servicePeriod({ service: { start_at: '', end_at: '2027-12-31' } })).toBeUndefined();
    expect(servicePeriod({ service: null })).toBeUndefined();
    expect(servicePeriod({})).toBeUndefined();
  });
});

describe('stat counts', () => {
  it('keeps numeric counters only', () => {
    expect(toStatCounts({ data: { a: 1, b: '2', c: null, d: 'x' } })).toEqual({ a: 1, b: 2 });
    expect(toStatCounts(null)).toEqual({});
  });
});
