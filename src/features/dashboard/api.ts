import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type {
  AppDataProvider,
  Period,
  SchedulePreview,
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
  /** react-admin's `worker-schedule` lists: the stored roster the schedule page shows. */
  roster: ['worker-schedule'] as const,
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

type Id = number | string;

/** Writes of the dashboard domain (the mutation table test walks each one). */
export const dashboardWrites = {
  /** Who is on duty each day of the edited week (shown, nothing stored). */
  schedulePreview: defineMutation<ScheduleWeek, SchedulePreview>({
    name: 'dashboard.schedulePreview',
    call: (dp, week) => dp.schedulePreview(week),
    refresh: false,
  }),
  scheduleSave: defineMutation<ScheduleWeek>({
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
export const useScheduleSave = () => useAppMutation(dashboardWrites.scheduleSave);
/** The password dialog shows a failure itself, above the password typed. */
export const useSetPassword = () => useAppMutation(dashboardWrites.setPassword, { notifyError: false });
export const useFollowStatus = () => useAppMutation(dashboardWrites.followStatus);
