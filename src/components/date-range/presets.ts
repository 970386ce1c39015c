import dayjs, { type Dayjs } from 'dayjs';

/** Date-range presets (spec §9), in the order the picker lists them. */
export const DATE_RANGE_PRESETS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_quarter',
  'last_quarter',
  'this_year',
  'last_year',
] as const;

export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** Dates as the API filters take them (`created_at_gte=2026-01-01`). */
export const FILTER_DATE_FORMAT = 'YYYY-MM-DD';

export type DateRange = readonly [start: string, end: string];

/** Weeks start on Monday (the business is in China), whatever the display language. */
function startOfWeek(d: Dayjs): Dayjs {
  return d.startOf('day').subtract((d.day() + 6) % 7, 'day');
}

function startOfQuarter(d: Dayjs): Dayjs {
  return d.startOf('month').month(Math.floor(d.month() / 3) * 3);
}

function range(start: Dayjs, end: Dayjs): DateRange {
  return [start.format(FILTER_DATE_FORMAT), end.format(FILTER_DATE_FORMAT)];
}

/** The first and last day (inclusive, `YYYY-MM-DD`) of a preset, relative to `now`. */
export function presetRange(preset: DateRangePreset, now: Dayjs | Date | string = dayjs()): DateRange {
  const today = dayjs(now).startOf('day');
  switch (preset) {
    case 'today':
      return range(today, today);
    case 'yesterday': {
      const d = today.subtract(1, 'day');
      return range(d, d);
    }
    case 'this_week': {
      const start = startOfWeek(today);
      return range(start, start.add(6, 'day'));
    }
    case 'last_week': {
      const start = startOfWeek(today).subtract(7, 'day');
      return range(start, start.add(6, 'day'));
    }
    case 'this_month':
      return range(today.startOf('month'), today.endOf('month'));
    case 'last_month': {
      const d = today.startOf('month').subtract(1, 'month');
      return range(d, d.endOf('month'));
    }
    case 'this_quarter': {
      const start = startOfQuarter(today);
      return range(start, start.add(2, 'month').endOf('month'));
    }
    case 'last_quarter': {
      const start = startOfQuarter(today).subtract(3, 'month');
      return range(start, start.add(2, 'month').endOf('month'));
    }
    case 'this_year':
      return range(today.startOf('year'), today.endOf('year'));
    case 'last_year': {
      const d = today.startOf('year').subtract(1, 'year');
      return range(d, d.endOf('year'));
    }
  }
}

/** The preset a range is exactly, if any (to highlight it in the picker). */
export function presetOf(
  start: string | undefined,
  end: string | undefined,
  now: Dayjs | Date | string = dayjs(),
): DateRangePreset | undefined {
  if (!start || !end) return undefined;
  return DATE_RANGE_PRESETS.find((p) => {
    const [s, e] = presetRange(p, now);
    return s === start && e === end;
  });
}

/** Filter keys of a field's range: `<field>_gte` and `<field>_lte`. */
export function rangeSources(field: string): { gte: string; lte: string } {
  return { gte: `${field}_gte`, lte: `${field}_lte` };
}
