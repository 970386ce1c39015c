import { describe, expect, it } from 'vitest';
import {
  NEED_ONLINE,
  permissionOutcome,
  readNoticeStatus,
  routeNotice,
  writeNoticeStatus,
} from '../../../../src/features/notices/noticeRouting';

const on = { noticeStatus: true, temporary: false };

describe('routing of pushed notices (S10, E13)', () => {
  it('[S10] need_online types show in the page, the others on the desktop, none when noticeStatus is off', () => {
    expect(NEED_ONLINE).toEqual(['smallNote', 'callIn', 'callInNoAnswer', 'inviteMeet']);
    for (const method of NEED_ONLINE) expect(routeNotice(method, on)).toBe('page');
    for (const method of ['newCustomer', 'inflowIntoTheSea', 'intoExpiredVip', 'matchInviteMeet'])
      expect(routeNotice(method, on)).toBe('desktop');
    expect(routeNotice('newCustomer', { ...on, noticeStatus: false })).toBe('none');
    expect(routeNotice('callIn', { ...on, noticeStatus: false })).toBe('none');
    expect(routeNotice('somethingElse', on)).toBe('none');
  });

  it('[S10] temporary accounts get no remark or missed-call notices', () => {
    const temporary = { ...on, temporary: true };
    expect(routeNotice('callInNoAnswer', temporary)).toBe('none');
    expect(routeNotice('smallNote', temporary)).toBe('none');
    expect(routeNotice('callIn', temporary)).toBe('page');
    expect(routeNotice('newCustomer', temporary)).toBe('desktop');
  });

  it('[S10] noticeStatus is a local setting, on until switched off', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(readNoticeStatus(storage)).toBe(true);
    writeNoticeStatus(false, storage);
    expect(store.get('noticeStatus')).toBe('0');
    expect(readNoticeStatus(storage)).toBe(false);
    writeNoticeStatus(true, storage);
    expect(readNoticeStatus(storage)).toBe(true);
  });

  it('[E13] the permission answers: granted, closed the prompt, refused, refused earlier', () => {
    expect(permissionOutcome('default', 'granted')).toBe('granted');
    expect(permissionOutcome('default', 'default')).toBe('closed');
    expect(permissionOutcome('default', 'denied')).toBe('refused');
    expect(permissionOutcome('denied', 'denied')).toBe('refused_before');
  });
});
