import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchScore, normalizeQuery, rankByMatch } from '../../../src/features/palette/fuzzy';
import { MAX_RECENTS, readRecents, recentsKey, rememberPick } from '../../../src/features/palette/recents';
import { wipeUserData } from '../../../src/platform/userStorage';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';
import { groupTexts, openedPalette, pressCtrlK, signedInUserId, typeQuery } from './paletteTestKit';

// Issue 45 point 3: the palette's matching in both languages, and the recent picks it keeps.

const { db } = setupDemoServer({ customerCount: 10 });

const rank = (labels: readonly string[], query: string) =>
  rankByMatch(labels, normalizeQuery(query), (label) => label);

describe('palette matching', () => {
  it('pinyin initials and syllables find Chinese labels: "zsy" 张三元, "kh" 客户, "md" 门店', () => {
    for (const query of ['zsy', 'ZSY', 'zhangsy', 'zhang san yuan', 'sanyuan'])
      expect(matchScore('张三元', normalizeQuery(query)), query).toBeDefined();
    expect(rank(['门店', '公海客户', '我的客户', '客户', '角色'], 'kh')).toEqual([
      '客户',
      '公海客户',
      '我的客户',
    ]);
    expect(rank(['客户', '门店', '门店二维码'], 'md')).toEqual(['门店', '门店二维码']);
    expect(rank(['客户', '门店'], '门店')).toEqual(['门店']);
    // Each typed word on its own; initials of other characters are no match.
    expect(matchScore('张三元李四', normalizeQuery('ls zs'))).toBeDefined();
    expect(matchScore('跟进记录', 'kh')).toBeUndefined();
  });

  it('English: the typed text first, words in any order, a missed letter forgiven, scattered letters not', () => {
    const labels = ['Customer service records', 'Stores', 'Clues', 'My customers', 'Customers'];
    expect(rank(labels, 'stores')).toEqual(['Stores']);
    // "Customer s…" holds the letters close together: a near miss, after the real matches.
    expect(rank(labels, 'customers')).toEqual(['Customers', 'My customers', 'Customer service records']);
    expect(rank(labels, 'custmer')[0]).toBe('Customers');
    expect(rank(labels, 'records service')).toEqual(['Customer service records']);
    expect(rank(labels, 'STORES')).toEqual(['Stores']);
    expect(rank(labels, '')).toEqual(labels);
  });

  it('keeps the newest picks once each, up to the limit; an entry of another shape is left out; wiped at logout', () => {
    for (let id = 1; id <= MAX_RECENTS + 2; id++)
      rememberPick(7, { kind: 'customer', id, name: `customer ${id}`, number: String(1000000 + id) });
    rememberPick(7, { kind: 'page', key: 'store' });
    rememberPick(7, { kind: 'customer', id: 10, name: 'customer 10' });
    const picks = readRecents(7);
    expect(picks).toHaveLength(MAX_RECENTS);
    expect(picks.slice(0, 2)).toEqual([
      { kind: 'customer', id: 10, name: 'customer 10' },
      { kind: 'page', key: 'store' },
    ]);
    localStorage.setItem(
      recentsKey(8),
      JSON.stringify([{ kind: 'page' }, { kind: 'page', key: 'store' }, 3]),
    );
    expect(readRecents(8)).toEqual([{ kind: 'page', key: 'store' }]);
    localStorage.setItem(recentsKey(9), '{not json');
    expect(readRecents(9)).toEqual([]);
    wipeUserData();
    expect(localStorage.getItem(recentsKey(7))).toBeNull();
    expect(localStorage.getItem(recentsKey(8))).toBeNull();
  });

  it(
    'zh-CN in the app: "kh" lists the customer pages first, "门店" finds the stores page and Enter opens it',
    async () => {
      await loginAs('admin');
      const { router } = await renderApp('/userCenter/index', undefined, undefined, 'zh-CN');
      await screen.findByRole('button', { name: '命令面板' }, APP_WAIT);
      pressCtrlK();
      const { dialog, input } = await openedPalette();
      typeQuery(input, 'kh');
      const pages = groupTexts(dialog, 'pages');
      expect(pages[0]).toMatch(/^客户/);
      expect(pages.some((text) => text.startsWith('门店'))).toBe(false);
      typeQuery(input, 'md');
      expect(groupTexts(dialog, 'pages')[0]).toMatch(/^门店/);
      typeQuery(input, '门店');
      expect(within(dialog).getByRole('group', { name: '页面' })).toBeInTheDocument();
      expect(groupTexts(dialog, 'pages')[0]).toMatch(/^门店/);
      fireEvent.keyDown(input, { key: 'Enter' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
    },
    APP_TEST_MS,
  );

  it(
    'a recent customer is found by the pinyin initials of its name, first under "recent"; another by the server search',
    async () => {
      const [customer] = db.list('customer');
      db.replace('customer', { ...customer, name: '张三元' });
      // Not a recent pick: the demo API's keyword search finds it by its pinyin (the newest first).
      const other = db.list('customer').at(-1);
      if (!other) throw new Error('no customers');
      db.replace('customer', { ...other, name: '张思远' });
      await loginAs('admin');
      await renderApp('/userCenter/index', undefined, undefined, 'zh-CN');
      await screen.findByRole('button', { name: '命令面板' }, APP_WAIT);
      rememberPick(signedInUserId(), {
        kind: 'customer',
        id: Number(customer.id),
        name: '张三元',
        number: String(customer.number),
      });
      rememberPick(signedInUserId(), { kind: 'page', key: 'store' });
      pressCtrlK();
      const { dialog, input } = await openedPalette();
      // Empty: the recent picks first, newest first.
      expect(within(dialog).getAllByRole('group')[0]).toHaveAccessibleName('最近使用');
      expect(groupTexts(dialog, 'recent')).toEqual([
        expect.stringMatching(/^门店/),
        expect.stringMatching(/^张三元/),
      ]);
      typeQuery(input, 'zsy');
      expect(groupTexts(dialog, 'recent')).toEqual([expect.stringMatching(/^张三元/)]);
      expect(input).toHaveAttribute('aria-activedescendant', within(dialog).getAllByRole('option')[0].id);
      await waitFor(() => expect(groupTexts(dialog, 'customers')[0]).toMatch(/^张思远/), APP_WAIT);
      // The recent pick the server finds too is not listed twice.
      expect(groupTexts(dialog, 'customers').some((text) => text.startsWith('张三元'))).toBe(false);
    },
    APP_TEST_MS,
  );
});
