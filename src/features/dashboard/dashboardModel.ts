import dayjs from 'dayjs';
import type { Session } from '../../../authProvider';
import { presetRange, type DateRangePreset } from '../../components/date-range';
import type { Period, StatMeasure } from '../../../dataProvider';

/** Whose dashboard a user sees (spec §1 roles): administrators, sales (type 1, 3) or matchmakers (type 2). */
export type DashboardRole = 'admin' | 'sell' | 'match';

const SELL_TYPES: ReadonlySet<number | undefined> = new Set([1, 3]);

export function dashboardRole(session: Pick<Session, 'isAdmin' | 'workerType'>): DashboardRole {
  if (session.isAdmin) return 'admin';
  return SELL_TYPES.has(session.workerType) ? 'sell' : 'match';
}

export type WidgetId = 'stats' | 'ranking' | 'sellWeek' | 'todo' | 'calendar' | 'summary';

/**
 * The widgets of each dashboard, in reading order: the administrator sees how everyone is doing
 * first; sales and matchmakers their own figures and what to do. Matchmakers have no sales chart.
 */
export const WIDGETS_OF_ROLE: Readonly<Record<DashboardRole, readonly WidgetId[]>> = {
  admin: ['stats', 'ranking', 'sellWeek', 'todo', 'calendar', 'summary'],
  sell: ['stats', 'todo', 'sellWeek', 'calendar', 'summary', 'ranking'],
  match: ['stats', 'todo', 'calendar', 'summary', 'ranking'],
};

/** The period of a preset as the dashboard's calls take it. */
export function periodOf(preset: DateRangePreset, now: dayjs.Dayjs | Date = dayjs()): Period {
  const [start, end] = presetRange(preset, now);
  return { start_date: start, end_date: end };
}

/** Change of a figure against the previous period, in percent (rounded); `undefined` from nothing. */
export function changePercent(current: number, previous: number): number | undefined {
  if (previous === 0) return current === 0 ? 0 : undefined;
  return Math.round(((current - previous) / previous) * 100);
}

/** The measure a statistic is about, in the order the statistics show them. */
export const MEASURE_ORDER: readonly StatMeasure[] = ['new_customers', 'follow_ups', 'invitations'];

/** Counters of `get-stat-count` the statistics show for each role. */
export const COUNTERS_OF_ROLE: Readonly<Record<DashboardRole, readonly string[]>> = {
  admin: ['customer_clue_count', 'public_sea_count', 'my_allocate_count', 'plan_expiry_count'],
  sell: ['customer_clue_count', 'public_sea_count', 'my_customer_count'],
  match: ['my_allocate_count', 'plan_expiry_count'],
};

/** Fixed heights (px) of the widgets' bodies: the skeleton, the error and the data take the same room. */
export const WIDGET_HEIGHT: Readonly<Record<WidgetId, number>> = {
  stats: 136,
  ranking: 320,
  sellWeek: 320,
  todo: 320,
  calendar: 420,
  summary: 320,
};
