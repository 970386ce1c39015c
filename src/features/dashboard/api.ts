import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, Period, StatMeasure } from '../../../dataProvider';

/** Query keys of the dashboard domain (a schedule save refreshes `dashboardKeys.schedule`). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  todo: () => ['dashboard', 'todo'] as const,
  ranking: (measure: StatMeasure, period: Period) => ['dashboard', 'ranking', measure, period] as const,
  stat: (period: Period) => ['dashboard', 'stat', period] as const,
  calendar: (period: Period) => ['dashboard', 'calendar', period] as const,
  summary: (period: Period) => ['dashboard', 'summary', period] as const,
  sellWeek: (period: Period) => ['dashboard', 'sell-week', period] as const,
  schedule: (storeId: number, weekStart: string) => ['dashboard', 'schedule', storeId, weekStart] as const,
};

/** A widget's data: errors stay in the widget (its error and Retry), never a toast or a boundary. */
const widgetQuery = { throwOnError: false, retry: false, placeholderData: keepPreviousData } as const;

export function useTodoList() {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: dashboardKeys.todo(), queryFn: () => dp.todoList(), ...widgetQuery });
}

export function useRanking(measure: StatMeasure, period: Period) {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: dashboardKeys.ranking(measure, period),
    queryFn: () => dp.ranking({ ...period, measure }),
    ...widgetQuery,
  });
}

export function useWorkerStat(period: Period) {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: dashboardKeys.stat(period),
    queryFn: () => dp.workerStat(period),
    ...widgetQuery,
  });
}

export function useCalendar(period: Period) {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: dashboardKeys.calendar(period),
    queryFn: () => dp.calendarList(period),
    ...widgetQuery,
  });
}

export function useWorkSummary(period: Period) {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: dashboardKeys.summary(period),
    queryFn: () => dp.workSummary(period),
    ...widgetQuery,
  });
}

export function useSellWeek(period: Period) {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: dashboardKeys.sellWeek(period),
    queryFn: () => dp.sellWeekStat(period),
    ...widgetQuery,
  });
}
