import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../dataProvider/paths';
import { ACCESS_TOKEN_KEY } from '../../../../dataProvider/tokens';
import { profileExtrasOf } from '../../../../src/mocks/customerDetailData';
import {
  criteriaFromTarget,
  criteriaQuery,
  satisfiesCriteria,
  type TargetDetail,
} from '../../../../src/features/matching/matchModel';
import { loginAs, setupDemoServer } from '../../../support/renderApp';

// The matching center (issue 13): the criteria model and the demo API's match search, ignore,
// invite and backups.

const { db } = setupDemoServer({ customerCount: 700 });

interface Card {
  id: number;
  gender: number;
  age?: number;
  height?: number;
  education?: number;
  area?: string;
  score: number;
  reasons: string[];
}

async function api<T>(method: 'GET' | 'POST', path: string, payload: Record<string, unknown>): Promise<T> {
  const token = localStorage.getItem(ACCESS_TOKEN_KEY) ?? '';
  const query =
    method === 'GET'
      ? `?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]))}`
      : '';
  const res = await fetch(`http://localhost${path}${query}`, {
    method,
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: method === 'POST' ? JSON.stringify(payload) : undefined,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A man of the seed with the wants of his profile. */
function member() {
  const found = db.list('customer').find((c) => c.gender === 1 && typeof c.age === 'number' && !c.removed_at);
  if (!found) throw new Error('no member');
  const target = profileExtrasOf(found).target_detail as TargetDetail;
  return { member: found, criteria: criteriaFromTarget(target) };
}

describe('match criteria model', () => {
  it('prefills the criteria from target_detail and leaves empty ones out of the query', () => {
    const c = criteriaFromTarget({
      want_age: [25, 32],
      want_height: [160, 175],
      want_education: 3,
      habitation: ['北京市 朝阳区'],
    });
    expect(c).toEqual({
      age_min: 25,
      age_max: 32,
      height_min: 160,
      height_max: 175,
      education_min: 3,
      habitation: ['北京市 朝阳区'],
    });
    expect(criteriaQuery(c)).toEqual({
      age_min: 25,
      age_max: 32,
      height_min: 160,
      height_max: 175,
      education_min: 3,
      habitation: '北京市 朝阳区',
    });
    expect(criteriaQuery({ ...c, age_max: '', education_min: '', habitation: [] })).toEqual({
      age_min: 25,
      height_min: 160,
      height_max: 175,
    });
    expect(criteriaFromTarget(null).habitation).toEqual([]);
  });

  it('checks a candidate against the criteria shown', () => {
    const c = criteriaFromTarget({
      want_age: [25, 32],
      want_height: [160, 175],
      want_education: 3,
      habitation: [],
    });
    expect(satisfiesCriteria({ age: 25, height: 175, education: 3 }, c)).toBe(true);
    expect(satisfiesCriteria({ age: 33, height: 170, education: 4 }, c)).toBe(false);
    expect(satisfiesCriteria({ age: 30, height: 159, education: 4 }, c)).toBe(false);
    expect(satisfiesCriteria({ age: 30, height: 170, education: 2 }, c)).toBe(false);
    expect(
      satisfiesCriteria(
        { age: 30, height: 170, education: 2, area: 'x' },
        { ...c, education_min: '', habitation: ['y'] },
      ),
    ).toBe(false);
  });
});

describe('demo match search', () => {
  it('filters the seeded customers by opposite gender and the criteria, scores and pages them', async () => {
    await loginAs('matchmaker');
    const { member: m, criteria } = member();
    const query = {
      customer_id: m.id,
      page: 1,
      pagesize: 5,
      sort: 'score',
      ...criteriaQuery({ ...criteria, habitation: [] }),
    };
    const first = await api<{ list: Card[]; total: number }>('GET', API_PATHS.customer.matchSearch, query);
    const expected = db
      .list('customer')
      .filter((c) => c.gender === 0 && !c.removed_at)
      .filter((c) =>
        satisfiesCriteria(
          {
            age: typeof c.age === 'number' ? c.age : undefined,
            height: typeof c.height === 'number' ? c.height : undefined,
            education: typeof c.education === 'number' ? c.education : undefined,
          },
          { ...criteria, habitation: [] },
        ),
      );
    expect(first.total).toBe(expected.length);
    expect(first.total).toBeGreaterThan(5);
    expect(first.list).toHaveLength(5);
    for (const c of first.list) {
      expect(c.gender).toBe(0);
      expect(satisfiesCriteria(c, { ...criteria, habitation: [] })).toBe(true);
      expect(c.reasons).toEqual(expect.arrayContaining(['age', 'height', 'education']));
      expect(c.score).toBeGreaterThanOrEqual(45);
      expect(c.score).toBeLessThanOrEqual(100);
    }
    const scores = first.list.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const second = await api<{ list: Card[] }>('GET', API_PATHS.customer.matchSearch, { ...query, page: 2 });
    expect(second.list.map((c) => c.id)).not.toEqual(expect.arrayContaining(first.list.map((c) => c.id)));
    expect(second.list.every((c) => c.score <= scores[scores.length - 1])).toBe(true);
  });

  it('ignores a candidate and the undo brings it back', async () => {
    await loginAs('matchmaker');
    const { member: m } = member();
    const search = () =>
      api<{ list: Card[]; total: number }>('GET', API_PATHS.customer.matchSearch, {
        customer_id: m.id,
        page: 0,
        pagesize: 100,
      });
    const before = await search();
    const target = before.list[0].id;
    await api('POST', API_PATHS.customer.matchIgnore, { customer_id: m.id, target_customer_id: target });
    const after = await search();
    expect(after.total).toBe(before.total - 1);
    expect(after.list.map((c) => c.id)).not.toContain(target);
    await api('POST', API_PATHS.customer.matchIgnore, {
      customer_id: m.id,
      target_customer_id: target,
      cancel: 1,
    });
    expect((await search()).list[0].id).toBe(target);
  });

  it('an invitation is a waiting connection request of both members; backups are kept and removed', async () => {
    await loginAs('matchmaker');
    const { member: m } = member();
    const other = db.list('customer').find((c) => c.gender === 0);
    if (!other) throw new Error('no candidate');
    const count = db.list('customer-connect').length;
    await api('POST', API_PATHS.customer.createInvite, {
      customer_id: m.id,
      target_customer_id: other.id,
      meet_at: '2030-05-01 15:00:00',
      place: '星巴克',
      remark: '第一次见面',
    });
    const created = db.list('customer-connect').slice(count);
    expect(created.map((r) => [r.customer_id, r.target_customer_id, r.status, r.remark])).toEqual([
      [m.id, other.id, 0, '2030-05-01 15:00 · 星巴克 · 第一次见面'],
      [other.id, m.id, 0, '2030-05-01 15:00 · 星巴克 · 第一次见面'],
    ]);
    await api('POST', API_PATHS.customer.matchBackup, { customer_id: m.id, target_customer_id: other.id });
    const kept = await api<{ list: { id: number }[] }>('GET', API_PATHS.customer.matchBackupList, {
      customer_id: m.id,
    });
    expect(kept.list.map((c) => c.id)).toEqual([other.id]);
    await api('POST', API_PATHS.customer.matchBackup, {
      customer_id: m.id,
      target_customer_id: other.id,
      del: 1,
    });
    const left = await api<{ list: unknown[] }>('GET', API_PATHS.customer.matchBackupList, {
      customer_id: m.id,
    });
    expect(left.list).toEqual([]);
  });
});
