import type { Dayjs } from 'dayjs';
import type { CalendarEvent, Period } from '../../../../dataProvider';

export type CalendarView = 'month' | 'week';

const DATE = 'YYYY-MM-DD';

/** Monday of the week of a day (weeks start on Monday, as the date presets'). */
export function mondayOf(day: Dayjs): Dayjs {
  const d = day.startOf('day');
  return d.subtract((d.day() + 6) % 7, 'day');
}

/** The days a view shows around `anchor`: a week, or the whole weeks (Mon–Sun) covering its month. */
export function visibleDays(view: CalendarView, anchor: Dayjs): string[] {
  const first = view === 'week' ? mondayOf(anchor) : mondayOf(anchor.startOf('month'));
  const last = view === 'week' ? first.add(6, 'day') : mondayOf(anchor.endOf('month')).add(6, 'day');
  const days: string[] = [];
  for (let d = first; !d.isAfter(last); d = d.add(1, 'day')) days.push(d.format(DATE));
  return days;
}

export function periodOfDays(days: readonly string[]): Period {
  return { start_date: days[0] ?? '', end_date: days[days.length - 1] ?? '' };
}

/** The anchor one page before or after (a month or a week). */
export function shift(view: CalendarView, anchor: Dayjs, by: 1 | -1): Dayjs {
  return anchor.add(by, view);
}

/** Events by their day (`YYYY-MM-DD`), in time order. */
export function eventsByDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const map = new Map<string, CalendarEvent[]>();
  for (const e of events) {
    const day = e.at.slice(0, 10);
    map.set(day, [...(map.get(day) ?? []), e]);
  }
  return map;
}
