import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_PRESETS,
  presetOf,
  presetRange,
  rangeSources,
} from '../../../src/components/date-range/presets';
import dates from '../../../i18n/features/dates';

// A Wednesday in the middle of the second quarter.
const NOW = dayjs('2026-05-13T15:30:00');

describe('[S17] date-range presets (spec §9)', () => {
  it.each([
    ['today', '2026-05-13', '2026-05-13'],
    ['yesterday', '2026-05-12', '2026-05-12'],
    ['this_week', '2026-05-11', '2026-05-17'],
    ['last_week', '2026-05-04', '2026-05-10'],
    ['this_month', '2026-05-01', '2026-05-31'],
    ['last_month', '2026-04-01', '2026-04-30'],
    ['this_quarter', '2026-04-01', '2026-06-30'],
    ['last_quarter', '2026-01-01', '2026-03-31'],
    ['this_year', '2026-01-01', '2026-12-31'],
    ['last_year', '2025-01-01', '2025-12-31'],
  ] as const)('%s → %s … %s', (preset, start, end) => {
    expect(presetRange(preset, NOW)).toEqual([start, end]);
  });

  it('crosses year boundaries: on 1 January yesterday, last week, last month and last quarter are last year', () => {
    const newYear = dayjs('2027-01-01T08:00:00'); // a Friday
    expect(presetRange('yesterday', newYear)).toEqual(['2026-12-31', '2026-12-31']);
    expect(presetRange('this_week', newYear)).toEqual(['2026-12-28', '2027-01-03']);
    expect(presetRange('last_week', newYear)).toEqual(['2026-12-21', '2026-12-27']);
    expect(presetRange('last_month', newYear)).toEqual(['2026-12-01', '2026-12-31']);
    expect(presetRange('last_quarter', newYear)).toEqual(['2026-10-01', '2026-12-31']);
  });

  it('weeks start on Monday, even on a Sunday', () => {
    expect(presetRange('this_week', dayjs('2026-05-17T23:00:00'))).toEqual(['2026-05-11', '2026-05-17']);
  });

  it('february of a leap year ends on the 29th', () => {
    expect(presetRange('last_month', dayjs('2028-03-10'))).toEqual(['2028-02-01', '2028-02-29']);
  });

  it('recognises a preset from its range', () => {
    expect(presetOf('2026-05-01', '2026-05-31', NOW)).toBe('this_month');
    expect(presetOf('2026-05-02', '2026-05-31', NOW)).toBeUndefined();
    expect(presetOf(undefined, '2026-05-31', NOW)).toBeUndefined();
  });

  it('sends <field>_gte and <field>_lte', () => {
    expect(rangeSources('created_at')).toEqual({ gte: 'created_at_gte', lte: 'created_at_lte' });
  });

  it('every preset has a label in both languages', () => {
    for (const preset of DATE_RANGE_PRESETS) {
      expect(dates['en-US'].preset[preset]).toMatch(/\S/);
      expect(dates['zh-CN'].preset[preset]).toMatch(/\S/);
    }
    expect(dates['zh-CN'].preset.last_quarter).toBe('上季度');
  });
});
