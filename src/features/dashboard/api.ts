import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type {
  AppDataProvider,
  Period,
  SchedulePreview,
  ScheduleSave,
  ScheduleWeek,
  StatMeasure,
} from '../../../dataProvider';
import { defineMutation, useAppMutation } from '../../platform/mutations';

/** Query keys of the dashboard domain (a schedule save refreshes the stored roster, `dashboardKeys.roster`). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  todo: () => ['dashboard', 'todo'] as const,
  ranking: (measure: StatMeasure, period: Period) => ['dashboard', 'ranking', measure, period] as const,
  stat: (period: Period) => ['dashboard', 'stat', period] as const,
  calendar: (period: Period) => ['dashboard', 'calendar', period] as const,
  summary: (period: Period) => ['dashboard', 'summary', period] as const,
  sellWeek: (period: Period) => ['dashboard', 'sell-week', period] as const,
  /** Everything of the `worker-schedule` resource (react-admin's lists, the stored weeks). */
  roster: ['worker-schedule'] as const,
  /** A store's stored week with its version, the one the schedule page edits. */
  week: (storeId: number, weekStart: string) => ['worker-schedule', 'week', storeId, weekStart] as const,
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

/** A store's stored week and its revision (none until a store is known); errors shown in place. */
export function useScheduleWeek(storeId: number | undefined, weekStart: string) {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: dashboardKeys.week(storeId ?? 0, weekStart),
    queryFn: () => dp.scheduleWeek({ store_id: storeId ?? 0, week_start: weekStart }),
    enabled: storeId !== undefined,
    throwOnError: false,
  });
}

type Id = number | string;

/** Writes of the dashboard domain (the mutation table test walks each one). */
export const dashboardWrites = {
  /** Who is on duty each day of the edited week (shown, nothing stored). */
  schedulePreview: defineMutation<ScheduleWeek, SchedulePreview>({
    name: 'dashboard.schedulePreview',
    call: (dp, week) => dp.schedulePreview(week),
    refresh: false,
  }),
  /** The week with the revision read: a stale one is a 409 (the page shows the merge view). */
  scheduleSave: defineMutation<ScheduleSave>({
    name: 'dashboard.scheduleSave',
    call: (dp, week) => dp.scheduleSave(week),
    done: 'app.dashboard.schedule.saved',
    invalidate: [dashboardKeys.roster],
    refresh: false,
  }),
  setPassword: defineMutation<{ id: Id; password: string }>({
    name: 'dashboard.setPassword',
    call: (dp, { id, password }) => dp.setWorkerPassword(id, password),
    done: 'app.dashboard.staff.password_set',
    refresh: false,
  }),
  followStatus: defineMutation<{ id: Id; status: 0 | 1 }>({
    name: 'dashboard.followStatus',
    call: (dp, { id, status }) => dp.setFollowStatus(id, status),
    done: 'app.dashboard.staff.status_set',
    invalidate: [dashboardKeys.all],
  }),
};

export const useSchedulePreview = () => useAppMutation(dashboardWrites.schedulePreview);
/** The schedule page says a failure itself: the merge view for a stale save, else the notification. */
export const useScheduleSave = () => useAppMutation(dashboardWrites.scheduleSave, { notifyError: false });
/** The password dialog shows a failure itself, above the password typed. */
export const useSetPassword = () => useAppMutation(dashboardWrites.setPassword, { notifyError: false });
export const useFollowStatus = () => useAppMutation(dashboardWrites.followStatus);
