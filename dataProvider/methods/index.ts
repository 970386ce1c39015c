import type { AxiosInstance } from 'axios';
import { adminMethods } from './admin';
import { callMethods } from './calls';
import { contractMethods } from './contracts';
import { counterMethods } from './counters';
import { customerMethods } from './customer';
import { customerDetailMethods } from './customerDetail';
import { customerPoolMethods } from './customerPool';
import { customerRecordMethods } from './customerRecord';
import { customerTabMethods } from './customerTabs';
import { dashboardMethods } from './dashboard';
import { demoClockMethods } from './demoClock';
import { domainMethods } from './domains';
import { financeMethods } from './finance';
import { matchingMethods } from './matching';
import { matchmakerMethods } from './matchmakers';
import { mediaMethods } from './media';
import { noticeMethods } from './notices';
import { optionMethods } from './options';
import { sessionMethods } from './session';
import { settingsMethods } from './settings';
import { uploadMethods } from './upload';

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
    ...matchingMethods(client),
    ...mediaMethods(client),
    ...optionMethods(client),
    ...adminMethods(client),
    ...domainMethods(client),
    ...uploadMethods(client),
    ...contractMethods(client),
    ...settingsMethods(client),
    ...demoClockMethods(client),
  };
}

export type ApiMethods = ReturnType<typeof createApiMethods>;

export type { StatCounts } from './counters';
export type {
  ChangeLogEntry,
  MiniAppState,
  MiniPlatform,
  OnlineDevice,
  PackBuildBody,
  PackStep,
  SiteLink,
} from './admin';
export { MINI_PLATFORMS } from './admin';
export type {
  CacheBody,
  CacheMode,
  CacheProblem,
  CdnQuota,
  CdnStep,
  Certificate,
  CnameState,
  CnameStatus,
  Resolution,
  ResolutionReason,
} from './domains';
export { CACHE_LIMITS, readCacheLines } from './domains';
export type { CallRecord, CallStats, CloseCallBody, SimulateKind, Speech } from './calls';
export { aiToken, streamAiText } from './calls';
export type { ContractParty, CreatedContract, EContractPreview, NewContractBody } from './contracts';
export type { Finance, RechargeBillRow, RechargeTicket, RechargeTicketBody } from './finance';
export type { SettingsField, SettingsGroup, SettingsSection, SettingsValues, SmsPreview } from './settings';
export type { MatchmakerGroup } from './matchmakers';
export type {
  BackupCandidate,
  Delivery,
  DeliveryStat,
  InviteBody,
  MatchCandidate,
  MatchPage,
  MatchPair,
  MatchQuery,
  MatchReason,
  WallMember,
} from './matching';
export type { MediaItem, MediaPage, MediaQuery, MediaTag, MediaType, MediaUpload } from './media';
export type { FilterOptions, TagOption } from './options';
export type { GalleryPhoto, GalleryToAvatarParams, SelfIntroduction } from './customerDetail';
export type {
  ChangeBindParams,
  ImportDryRun,
  ImportDryVerdict,
  ImportDuplicateRule,
  ImportResult,
  ImportRows,
  ImportRowsOptions,
  ImportRowVerdict,
  SamePhoneCustomer,
  SensitiveKey,
  VipTime,
} from './customerRecord';
export type { QuestionAnswerChange } from './customerTabs';
export type { OnProgress, UploadAnswer } from './upload';
export { REMARK_PAGE_SIZE } from './customerTabs';
export type { MustHandleTip, Notice, NoticePage, NoticeQuery, RemarkNotice } from './notices';
export { NOTICE_PAGE_SIZE, NOTICE_SCENE } from './notices';
export type {
  ChangePasswordBody,
  DemoPersistence,
  ProfileField,
  SelfProfileBody,
  UserConfig,
} from './session';
export { PROFILE_FIELDS } from './session';
export type { ClockMoveBody, DemoClockMove, DemoClockState } from './demoClock';
export { clockMoveSchema, MAX_CLOCK_DAYS } from './demoClock';
export { DEMO_PERSISTENCE_EVENT, demoPersistenceSchema } from './session';
export type {
  CalendarEvent,
  Period,
  RankingRow,
  ScheduleCell,
  SchedulePreview,
  ScheduleSave,
  ScheduleShift,
  ScheduleStored,
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
