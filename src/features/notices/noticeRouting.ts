import { isNoticeMethod, type NoticeMethod } from './noticeModel';

/** Spec §4: the notice types shown in the page (the others become desktop notifications). */
export const NEED_ONLINE: readonly NoticeMethod[] = ['smallNote', 'callIn', 'callInNoAnswer', 'inviteMeet'];

/** Spec §6: temporary accounts get no remark or missed-call notices. */
const NOT_FOR_TEMPORARY: readonly NoticeMethod[] = ['smallNote', 'callInNoAnswer'];

/** The local setting that turns notices on (spec §4 `noticeStatus`), on unless switched off. */
export const NOTICE_STATUS_KEY = 'noticeStatus';

export function readNoticeStatus(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): boolean {
  return storage?.getItem(NOTICE_STATUS_KEY) !== '0';
}

export function writeNoticeStatus(
  on: boolean,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  storage?.setItem(NOTICE_STATUS_KEY, on ? '1' : '0');
}

export type NoticeRoute = 'page' | 'desktop' | 'none';

/** S10: where a pushed notice shows: in the page, on the desktop, or nowhere (it still lands in the drawer). */
export function routeNotice(
  method: string,
  options: { noticeStatus: boolean; temporary: boolean },
): NoticeRoute {
  if (!isNoticeMethod(method) || !options.noticeStatus) return 'none';
  if (options.temporary && NOT_FOR_TEMPORARY.includes(method)) return 'none';
  return NEED_ONLINE.includes(method) ? 'page' : 'desktop';
}

/** E13: what a permission answer means for the user (`undefined`: granted, nothing to say). */
export type PermissionOutcome = 'granted' | 'closed' | 'refused' | 'refused_before';

export function permissionOutcome(
  before: NotificationPermission,
  after: NotificationPermission,
): PermissionOutcome {
  if (after === 'granted') return 'granted';
  if (before === 'denied') return 'refused_before';
  return after === 'denied' ? 'refused' : 'closed';
}
