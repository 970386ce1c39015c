import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_OWNER_KEY } from '../../../authProvider/keys';
import {
  AREA_HISTORY_LIMIT,
  areaHistoryKey,
  getAreaHistory,
  parseAreaHistory,
  recordAreaHistory,
  withRecentArea,
  type RecentArea,
} from '../../../src/components/AreaCascaderRecent';

const area = (district: string): RecentArea => ({
  codes: ['440000', '440300', district],
  names: ['广东省', '深圳市', `区${district}`],
});

beforeEach(() => localStorage.clear());

describe('area history (issue 45, spec §3 app settings)', () => {
  it('puts the latest area first, moves an area chosen again up, keeps at most five', () => {
    let history: RecentArea[] = [];
    for (const code of ['440301', '440302', '440303']) history = withRecentArea(history, area(code));
    expect(history.map((a) => a.codes[2])).toEqual(['440303', '440302', '440301']);
    history = withRecentArea(history, area('440301'));
    expect(history.map((a) => a.codes[2])).toEqual(['440301', '440303', '440302']);
    for (const code of ['440304', '440305', '440306']) history = withRecentArea(history, area(code));
    expect(history).toHaveLength(AREA_HISTORY_LIMIT);
    expect(history.map((a) => a.codes[2])).toEqual(['440306', '440305', '440304', '440301', '440303']);
  });

  it("keeps each user's history under their own key, and nothing while nobody is signed in", () => {
    recordAreaHistory(area('440301'));
    expect(localStorage.length).toBe(0);
    expect(getAreaHistory()).toEqual([]);

    localStorage.setItem(STORAGE_OWNER_KEY, '7');
    recordAreaHistory(area('440301'));
    recordAreaHistory(area('440305'));
    expect(JSON.parse(localStorage.getItem(areaHistoryKey('7')) ?? '[]')).toEqual([
      area('440305'),
      area('440301'),
    ]);
    localStorage.setItem(STORAGE_OWNER_KEY, '8');
    expect(getAreaHistory()).toEqual([]);
    recordAreaHistory(area('440303'));
    localStorage.setItem(STORAGE_OWNER_KEY, '7');
    expect(getAreaHistory().map((a) => a.codes[2])).toEqual(['440305', '440301']);
  });

  it('leaves out stored entries that are not areas, and reads broken data as none', () => {
    const good = area('440301');
    const raw = JSON.stringify([good, { codes: [], names: [] }, { codes: ['1'], names: [] }, 'x', good]);
    expect(parseAreaHistory(raw)).toEqual([good, good]);
    expect(parseAreaHistory('{oops')).toEqual([]);
    expect(parseAreaHistory('{"codes":["1"]}')).toEqual([]);
    expect(parseAreaHistory(null)).toEqual([]);
  });
});
