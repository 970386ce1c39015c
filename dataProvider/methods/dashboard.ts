import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS, fillPath } from '../paths';
import { emptyAnswer, idSchema, request, unwrapData } from './request';

/**
 * The dashboard's calls (spec §7 "Dashboard"). The spec names the paths only; the shapes are ours
 * (docs in `src/mocks/bespoke/dashboard.ts`). A period is `start_date` / `end_date` (YYYY-MM-DD,
 * both included).
 */
export interface Period {
  start_date: string;
  end_date: string;
}

const count = z.coerce.number().catch(0);
const list = <T extends z.ZodType>(item: T) => z.preprocess(unwrapData, z.array(item));

/** What a to-do item asks for: a follow-up due, an invitation (appointment), a membership expiring. */
export const TODO_KINDS = ['follow_up', 'invitation', 'expiring'] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

export const todoItemSchema = z.object({
  kind: z.enum(TODO_KINDS),
  customer_id: idSchema,
  customer_name: z.string().catch(''),
  /** When it is due (`YYYY-MM-DD HH:mm:ss` or `YYYY-MM-DD`). */
  at: z.string(),
  note: z.string().nullish(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

/** Measures a ranking orders workers by; each is a headline figure of `get-worker-stat`. */
export const STAT_MEASURES = ['new_customers', 'follow_ups', 'invitations'] as const;
export type StatMeasure = (typeof STAT_MEASURES)[number];

export const rankingRowSchema = z.object({
  worker_id: idSchema,
  name: z.string().catch(''),
  value: count,
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

const figuresSchema = z.object({ new_customers: count, follow_ups: count, invitations: count });
export type StatFigures = z.infer<typeof figuresSchema>;

/** Headline figures of a period and of the period as long just before it. */
export const workerStatSchema = z.preprocess(
  unwrapData,
  z.object({ current: figuresSchema, previous: figuresSchema }),
);
export type WorkerStat = z.infer<typeof workerStatSchema>;

export const CALENDAR_KINDS = ['invitation', 'follow_up'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export const calendarEventSchema = z.object({
  id: z.string(),
  kind: z.enum(CALENDAR_KINDS),
  at: z.string(),
  customer_id: idSchema,
  customer_name: z.string().catch(''),
  note: z.string().nullish(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** The caller's work of a period: follow-ups by method (1 phone … 5 other), service records, calls. */
export const workSummarySchema = z.preprocess(
  unwrapData,
  z.object({
    follow_ups: count,
    by_method: z.record(z.string(), count).catch({}),
    service_records: count,
    calls: count,
  }),
);
export type WorkSummary = z.infer<typeof workSummarySchema>;

export const sellDaySchema = z.object({ date: z.string(), new_customers: count, follow_ups: count });
export type SellDay = z.infer<typeof sellDaySchema>;

/** Shifts of the roster (the `worker-schedule` resource's). */
export const SCHEDULE_SHIFTS = ['morning', 'afternoon', 'full', 'night', 'rest'] as const;
export type ScheduleShift = (typeof SCHEDULE_SHIFTS)[number];

export interface ScheduleCell {
  worker_id: number;
  date: string;
  shift: ScheduleShift;
}

/** A store's week of duty: the Monday and every worker's shift of each day (no cell = off roster). */
export interface ScheduleWeek {
  store_id: number;
  week_start: string;
  cells: readonly ScheduleCell[];
}

/** A save of a week: the cells and the week's `revision` as read (none: unconditional). */
export interface ScheduleSave extends ScheduleWeek {
  revision?: number;
}

/**
 * `GET worker-schedule/week?store_id&week_start` (ours, issue 40): the store's stored week and its
 * version (`revision`, `updated_at`, `updated_by`; a week never saved: revision 1).
 */
export const scheduleStoredSchema = z.preprocess(
  unwrapData,
  z.object({
    store_id: z.number().int(),
    week_start: z.string(),
    cells: z.array(
      z.object({ worker_id: z.number().int(), date: z.string(), shift: z.enum(SCHEDULE_SHIFTS) }),
    ),
    revision: z.number().int().optional(),
    updated_at: z.string().optional(),
    updated_by: z.string().optional(),
  }),
);
export type ScheduleStored = z.infer<typeof scheduleStoredSchema>;

/** The preview of a week: workers on duty each day (rest excluded). */
export const schedulePreviewSchema = z.preprocess(
  unwrapData,
  z.object({
    days: z.array(z.object({ date: z.string(), on_duty: count, names: z.array(z.string()).catch([]) })),
  }),
);
export type SchedulePreview = z.infer<typeof schedulePreviewSchema>;

export function dashboardMethods(client: AxiosInstance) {
  const paths = API_PATHS.dashboard;
  return {
    /** Follow-ups due, invitations and memberships expiring of the caller, soonest first. */
    todoList: () => request(client, 'GET', paths.todoList, list(todoItemSchema)),
    ranking: (params: Period & { measure: StatMeasure }) =>
      request(client, 'GET', paths.ranking, list(rankingRowSchema), params),
    workerStat: (params: Period) => request(client, 'GET', paths.workerStat, workerStatSchema, params),
    calendarList: (params: Period) =>
      request(client, 'GET', paths.calendarList, list(calendarEventSchema), params),
    workSummary: (params: Period) => request(client, 'GET', paths.workSummary, workSummarySchema, params),
    sellWeekStat: (params: Period) => request(client, 'GET', paths.sellWeekStat, list(sellDaySchema), params),
    schedulePreview: (week: ScheduleWeek) =>
      request(client, 'POST', paths.schedulePreview, schedulePreviewSchema, week),
    scheduleWeek: (params: { store_id: number; week_start: string }) =>
      request(client, 'GET', paths.scheduleWeek, scheduleStoredSchema, params),
    /** A stale `revision` is a 409 with the week as it is now (`conflictOf`). */
    scheduleSave: (week: ScheduleSave) => request(client, 'POST', paths.scheduleSave, emptyAnswer, week),
    /** V26: at least 6 characters (the server says so too, 422). */
    setWorkerPassword: (id: number | string, password: string) =>
      request(client, 'PUT', fillPath(paths.workerPassword, { id }), emptyAnswer, { password }),
    setFollowStatus: (id: number | string, status: 0 | 1) =>
      request(client, 'PUT', fillPath(paths.followStatus, { id }), emptyAnswer, { status }),
  };
}
