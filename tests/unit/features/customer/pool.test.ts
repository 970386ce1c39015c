import { describe, expect, it } from 'vitest';
import { batchData } from '../../../../src/features/customer/batch/batchModel';
import {
  addWorkingDays,
  SEA_FLOW_DAYS,
  seaCountdown,
  seaCountdownsAt,
  workingDaysBetween,
} from '../../../../resources/core/seaCountdown';
import { evenShares } from '../../../../src/features/customer/publicSea/avgAssignModel';
import { daysInSea } from '../../../../src/features/customer/publicSea/seaModel';

const NOW = '2026-05-20 09:00:00';

describe('customer pool models', () => {
  it('counts whole days in the public sea, 0 on the first day, nothing without a date', () => {
    expect(daysInSea('2026-05-20 08:00:00', NOW)).toBe(0);
    expect(daysInSea('2026-05-08 23:59:00', NOW)).toBe(12);
    expect(daysInSea(undefined, NOW)).toBeUndefined();
    expect(daysInSea('not a date', NOW)).toBeUndefined();
  });

  it(`flows into the sea ${SEA_FLOW_DAYS} working days after the last follow-up (else the creation), warning at 3 working days or less`, () => {
    // NOW is a Wednesday; working days are Monday to Friday.
    expect(seaCountdown('2026-05-10 10:00:00', '2025-01-01 00:00:00', NOW)).toMatchObject({
      daysLeft: 7,
      flowsAt: new Date(2026, 4, 29),
      warning: false,
    });
    expect(seaCountdown('2026-05-04 10:00:00', undefined, NOW)).toMatchObject({ daysLeft: 3, warning: true });
    expect(seaCountdown(undefined, '2026-04-20 10:00:00', NOW)).toMatchObject({
      daysLeft: -7,
      flowsAt: new Date(2026, 4, 11),
      warning: true,
    });
    expect(seaCountdown(undefined, undefined, NOW)).toBeUndefined();
  });

  it('counts the public-sea days of the setting given, in working days', () => {
    expect(seaCountdown('2026-05-18 10:00:00', undefined, NOW, 5)).toMatchObject({
      daysLeft: 3,
      flowsAt: new Date(2026, 4, 25),
    });
    expect(addWorkingDays('2026-05-22', 1)).toEqual(new Date(2026, 4, 25));
    expect(addWorkingDays('2026-05-23', 5)).toEqual(new Date(2026, 4, 29));
    expect(workingDaysBetween('2026-05-22', '2026-05-25')).toBe(1);
    expect(workingDaysBetween('2026-05-25', '2026-05-22')).toBe(-1);
    expect(workingDaysBetween('2026-05-01', '2026-05-31')).toBe(20);
  });

  it('deals customers out round-robin: the first workers get the remainder', () => {
    expect(evenShares(10, 3)).toEqual([4, 3, 3]);
    expect(evenShares(2, 3)).toEqual([1, 1, 0]);
    expect(evenShares(5, 0)).toEqual([]);
  });

  it('builds the batch-update data of one field, or nothing without a value', () => {
    expect(batchData('user_status', 4)).toEqual({ user_status: 4 });
    expect(batchData('user_status', 9)).toBeUndefined();
    expect(batchData('store_id', 3)).toEqual({ store_id: 3 });
    expect(batchData('worker_id', 7)).toEqual({ worker_id: 7 });
    expect(batchData('tag_ids', [1, 2])).toEqual({ tag_ids: [1, 2] });
    expect(batchData('tag_ids', [])).toBeUndefined();
    expect(batchData('store_id', undefined)).toBeUndefined();
  });
});

describe('the countdowns of many customers at one time', () => {
  it('are those of one customer at a time, computed once per day of last follow-up', () => {
    const now = new Date('2026-11-25T14:30:00');
    const many = seaCountdownsAt(now, 10);
    const dates = ['2026-11-02 09:00:00', '2026-11-02 18:30:00', '2026-11-13 10:00:00', undefined];
    for (const last of dates) {
      expect(many(last, '2026-10-01 08:00:00')).toEqual(seaCountdown(last, '2026-10-01 08:00:00', now, 10));
    }
    expect(many(undefined, undefined)).toBeUndefined();
  });
});
