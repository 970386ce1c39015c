import { describe, expect, it } from 'vitest';
import {
  activeValues,
  buildChips,
  cutText,
  isCurrentView,
  makeView,
  RANGE_FILTERS,
  savedViewsSchema,
  viewsStoreKey,
  withoutKeys,
} from '../../../../src/features/customer/filters/filterModel';

describe('customer filter model', () => {
  it('[S18] range filters: age 18-80 (18-40), height 140-210 (150-180), weight 40-120 (40-120)', () => {
    expect(RANGE_FILTERS.map((r) => [r.source, r.min, r.max, ...r.defaults])).toEqual([
      ['age', 18, 80, 18, 40],
      ['height', 140, 210, 150, 180],
      ['weight', 40, 120, 40, 120],
    ]);
  });

  it('cuts tag texts at 4 characters (Chinese and Latin), keeping short ones whole', () => {
    expect(cutText('高意向客户')).toEqual({ short: '高意向客…', cut: true });
    expect(cutText('优质会员')).toEqual({ short: '优质会员', cut: false });
    expect(cutText('Premium')).toEqual({ short: 'Prem…', cut: true });
    expect(cutText('VIP')).toEqual({ short: 'VIP', cut: false });
  });

  it('builds one chip per active filter, in the panel order, ranges as one chip', () => {
    const chips = buildChips({
      is_vip: 'true',
      age_lte: 40,
      gender: -1,
      q: 'zhang',
      age_gte: 18,
      education: '',
      store_id: 3,
      created_at_gte: '2026-01-01',
      income_gte: 50000,
      tag_ids: [1, 2],
    });
    expect(chips.map((c) => c.id)).toEqual([
      'q',
      'gender',
      'age',
      'income',
      'store_id',
      'tag_ids',
      'is_vip',
      'created_at',
    ]);
    expect(chips.find((c) => c.id === 'age')).toEqual({
      id: 'age',
      keys: ['age_gte', 'age_lte'],
      kind: 'range',
      field: 'age',
      from: '18',
      to: '40',
    });
    expect(chips.find((c) => c.id === 'tag_ids')).toMatchObject({
      kind: 'option',
      list: 'tag',
      ids: ['1', '2'],
    });
    expect(buildChips({ user_tag: [3, 5] })).toEqual([
      {
        id: 'user_tag',
        keys: ['user_tag'],
        kind: 'option',
        field: 'user_tag',
        list: 'user_tag',
        ids: ['3', '5'],
      },
    ]);
    expect(buildChips({ channel_id: '4,5', custom: 'x' })).toEqual([
      {
        id: 'channel_id',
        keys: ['channel_id'],
        kind: 'option',
        field: 'channel_id',
        list: 'channel',
        ids: ['4', '5'],
      },
      { id: 'custom', keys: ['custom'], kind: 'text', field: 'custom', text: 'x' },
    ]);
    expect(chips.find((c) => c.id === 'income')).toMatchObject({ from: '50000', to: undefined });
    expect(chips.find((c) => c.id === 'gender')).toMatchObject({ kind: 'choice', values: ['-1'] });
    expect(chips.find((c) => c.id === 'store_id')).toMatchObject({
      kind: 'reference',
      resource: 'store',
      ids: ['3'],
    });
  });

  it('a chip removes all its keys; empty values are not active', () => {
    expect(withoutKeys({ age_gte: 18, age_lte: 40, gender: 1 }, ['age_gte', 'age_lte'])).toEqual({
      gender: 1,
    });
    expect(activeValues({ a: '', b: null, c: [], d: 0, e: 'x' })).toEqual({ d: 0, e: 'x' });
    expect(buildChips({ q: '', gender: undefined })).toEqual([]);
  });

  it('saved views keep only active filters, are keyed per user and list, and read damaged data as none', () => {
    const view = makeView(
      ' Young ',
      { age_gte: 18, age_lte: 40, q: '' },
      { field: 'age', order: 'ASC' },
      'v1',
    );
    expect(view).toEqual({
      id: 'v1',
      name: 'Young',
      filter: { age_gte: 18, age_lte: 40 },
      sort: { field: 'age', order: 'ASC' },
    });
    expect(
      isCurrentView(view, { age_lte: 40, age_gte: 18, gender: '' }, { field: 'age', order: 'ASC' }),
    ).toBe(true);
    expect(isCurrentView(view, { age_gte: 18 }, { field: 'age', order: 'ASC' })).toBe(false);
    expect(isCurrentView(view, { age_gte: 18, age_lte: 40 }, { field: 'id', order: 'ASC' })).toBe(false);
    expect(viewsStoreKey(7, 'customer.publicSeaList')).toBe('customerFilters.views.7.customer.publicSeaList');
    expect(savedViewsSchema.parse('garbage')).toEqual([]);
    expect(savedViewsSchema.parse([view])).toEqual([view]);
    expect(() => makeView('  ', {}, { field: 'id', order: 'DESC' }, 'v2')).toThrow();
  });
});
