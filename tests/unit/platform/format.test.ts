import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  DATE_TIME_FORMAT,
  formatDateTime,
  formatMoney,
  formatShortDate,
  maskPhone,
} from '../../../src/platform/format';

describe('[S17] date display', () => {
  const now = dayjs('2026-11-23 10:00');
  it('[S17] a date of the current year shows as MM-DD', () => {
    expect(formatShortDate('2026-03-05 08:09:00', false, now)).toBe('03-05');
    expect(formatShortDate('2026-03-05 08:09:00', true, now)).toBe('03-05 08:09');
  });
  it('[S17] a date of another year shows as YYYY-MM-DD', () => {
    expect(formatShortDate('2025-12-31 23:59:00', false, now)).toBe('2025-12-31');
  });
  it('[S17] the default format is YYYY-MM-DD HH:mm', () => {
    expect(DATE_TIME_FORMAT).toBe('YYYY-MM-DD HH:mm');
    expect(formatDateTime('2025-01-02 03:04:05')).toBe('2025-01-02 03:04');
  });
  it('keeps empty and unreadable values readable', () => {
    expect(formatShortDate(null)).toBe('');
    expect(formatShortDate('not a date')).toBe('not a date');
  });
});

describe('money and sensitive values', () => {
  it('formats money as ¥1,234.00', () => {
    expect(formatMoney(1234)).toBe('¥1,234.00');
    expect(formatMoney('99.5')).toBe('¥99.50');
  });
  it('masks the middle of a phone number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
});
