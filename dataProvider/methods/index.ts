import type { AxiosInstance } from 'axios';
import { callMethods } from './calls';
import { counterMethods } from './counters';
import { customerMethods } from './customer';
import { customerDetailMethods } from './customerDetail';
import { customerPoolMethods } from './customerPool';
import { customerRecordMethods } from './customerRecord';
import { customerTabMethods } from './customerTabs';
import { dashboardMethods } from './dashboard';
import { financeMethods } from './finance';
import { matchmakerMethods } from './matchmakers';
import { noticeMethods } from './notices';
import { optionMethods } from './options';
import { sessionMethods } from './session';

/**
 * Every non-CRUD call of the app as a named method whose answer is parsed with a zod schema,
 * grouped by domain (one file each). A feature adds its methods in its domain's file.
 */
export function createApiMethods(client: AxiosInstance) {
  return {
    ...sessionMethods(client),
    ...counterMethods(client),
    ...callMethods(client),
    ...noticeMethods(client),
    ...financeMethods(client),
    ...customerMethods(client),
    ...customerDetailMethods(client),
    ...customerPoolMethods(client),
    ...customerRecordMethods(client),
    ...customerTabMethods(client),
    ...dashboardMethods(client),
    ...matchmakerMethods(client),
    ...optionMethods(client),
  };
}

export type ApiMethods = ReturnType<typeof createApiMethods>;

export type { StatCounts } from './counters';
export type { CallRecord, CallStats, CloseCallBody, SimulateKind, Speech } from './calls';
export { aiToken, streamAiText } from './calls';
export type { Finance } from './finance';
export type { MatchmakerGroup } from './matchmakers';
export type { FilterOptions, TagOption } from './options';
export type { GalleryPhoto, GalleryToAvatarParams, SelfIntroduction } from './customerDetail';
export type { ChangeBindParams, SamePhoneCustomer, SensitiveKey, VipTime } from './customerRecord';
export type { QuestionAnswerChange } from './customerTabs';
export { REMARK_PAGE_SIZE } from './customerTabs';
export type { MustHandleTip, Notice, NoticePage, NoticeQuery, RemarkNotice } from './notices';
export { NOTICE_PAGE_SIZE, NOTICE_SCENE } from './notices';
export type { ChangePasswordBody, DemoPersistence } from './session';
export { DEMO_PERSISTENCE_EVENT, demoPersistenceSchema } from './session';
export type {
  CalendarEvent,
  Period,
  RankingRow,
  ScheduleCell,
  SchedulePreview,
  ScheduleShift,
  ScheduleWeek,
  SellDay,
  StatFigures,
  StatMeasure,
  TodoItem,
  TodoKind,
  WorkerStat,
  WorkSummary,
} from './dashboard';
export { SCHEDULE_SHIFTS, STAT_MEASURES, TODO_KINDS } from './dashboard';
