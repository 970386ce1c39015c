// @vitest-environment node
import { registryByName } from '../../../resources';
import { createDb, type DemoRecord } from '../../../src/mocks/db';
import { identify } from '../../../src/mocks/identity';
import { candidatePositions } from '../../../src/mocks/listGroups';
import { scopeTest } from '../../../src/mocks/listScopes';
import { queryList } from '../../../src/mocks/query';
import { hiddenFields, readerFor } from '../../../src/mocks/sensitive';
import { DETAIL_HISTORIES } from '../../support/detailHistories';

/**
 * A list filtered by a value few records hold (the customer detail's tabs: `customer_id=`) reads
 * those records from the groups kept by value (listGroups.ts) rather than the whole collection in a
 * kept order (issue 44): it answers what the plain query (every record tested, matches sorted)
 * answers, for each user, after edits, additions and removals.
 */
const HISTORIES = DETAIL_HISTORIES;
type History = (typeof HISTORIES)[number];
const ACCOUNTS = [
  ['admin', 1],
  ['sales', 2],
  ['matchmaker', 3],
] as const;

const db = createDb({ company: 1500, now: new Date(2026, 4, 20) });
const users = ACCOUNTS.map(([name, worker]) => identify(db, db.createSession(name, worker)));

/** A list query of a resource as a user, on the live collection (kept) or on a copy (plain). */
function ask(resource: History, query: string, me: (typeof users)[number], kept: boolean) {
  const def = registryByName[resource];
  const params = new URLSearchParams(query);
  const records = db.list(resource);
  const read = readerFor(def, me.permissions);
  const scope = (raw: Parameters<typeof scopeTest>[3]) => scopeTest(resource, params, me, raw);
  if (!kept) return queryList(def, records.slice(), params, read, { scope });
  const view = hiddenFields(def, me.permissions)
    .map((f) => f.name)
    .join();
  return queryList(def, records, params, read, { scope, live: { revision: db.revision(resource), view } });
}

const ids = (result: { data: DemoRecord[]; meta: unknown }) => ({
  ids: result.data.map((r) => r.id),
  meta: result.meta,
});

/** The customers with most, some and no records of a resource, and a few queries about them. */
function queriesOf(resource: History): string[] {
  const counts = new Map<unknown, number>();
  for (const r of db.list(resource)) counts.set(r.customer_id, (counts.get(r.customer_id) ?? 0) + 1);
  const busiest = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 1;
  const some = db.list(resource)[7]?.customer_id ?? 2;
  return [
    `customer_id=${String(busiest)}&sort=id&order=DESC&page=1&per_page=1`,
    `customer_id=${String(some)}&sort=created_at&order=DESC&page=1&per_page=10`,
    `customer_id=${String(some)}&sort=created_at&order=ASC&page=0`,
    `customer_id=${String(busiest)},${String(some)}&sort=id&order=ASC&page=1&per_page=5`,
    `customer_id=${String(busiest)}&customer_id=abc&sort=id&order=DESC&page=1&per_page=3`,
    `customer_id=999999&sort=id&order=DESC&page=1&per_page=1`,
  ];
}

function expectSameAnswers(label: string) {
  for (const resource of HISTORIES) {
    for (const query of queriesOf(resource)) {
      for (const me of users) {
        const where = `${label}: ${resource}?${query} as ${me.session.username}`;
        expect(ids(ask(resource, query, me, true)), where).toEqual(ids(ask(resource, query, me, false)));
      }
    }
  }
}

describe('lists filtered by a customer read the groups kept by value', () => {
  it('answers each history list as the plain query does, for every user', () => {
    expect(db.list('worker-user').length).toBeGreaterThan(1000);
    expectSameAnswers('seeded');
    // Asked again: the groups are kept.
    expectSameAnswers('again');
  });

  it('follows edits, additions and removals', () => {
    const follow = db.list('worker-user');
    const moved = follow[10];
    db.replace('worker-user', { ...moved, customer_id: follow[20].customer_id });
    db.storeDerived('worker-user', { ...follow[30], customer_id: 'text id' });
    db.replace('worker-call', { ...db.list('worker-call')[3], customer_id: undefined });
    for (let n = 0; n < 5; n++)
      db.create('worker-user', { customer_id: follow[20].customer_id, content: `added ${n}`, method: 1 });
    expectSameAnswers('after edits and additions');
    expect(
      ask('worker-user', `customer_id=${String(follow[20].customer_id)}&page=0`, users[0], true).data,
    ).toContainEqual(expect.objectContaining({ id: moved.id }));
    db.remove('worker-user', follow[40].id);
    db.remove('customer-connect', db.list('customer-connect')[0].id);
    expectSameAnswers('after removals');
    for (let n = 0; n < 300; n++) {
      const record = db.list('worker-user')[n * 3];
      db.replace('worker-user', { ...record, customer_id: 1 + (n % 9) });
    }
    expectSameAnswers('after many edits');
  });

  it('groups numbers, texts and other values as an equality filter compares them', () => {
    const values: unknown[] = [1, '1', 2, [1, 3], true, null, undefined, NaN, ' 1', 1];
    const wanted = (text: string) => [{ text, number: text.trim() === '' ? NaN : Number(text) }];
    expect(candidatePositions(values, 1, wanted('1'), 100)).toEqual([0, 1, 3, 4, 9]);
    expect(candidatePositions(values, 1, wanted(' 1'), 100)).toEqual([0, 3, 4, 8, 9]);
    expect(candidatePositions(values, 1, wanted('abc'), 100)).toEqual([3, 4]);
    expect(candidatePositions(values, 1, wanted('1'), 4)).toBeUndefined();
    values[2] = 1;
    values[0] = 'x';
    values.push(1);
    expect(candidatePositions(values, 2, wanted('1'), 100)).toEqual([1, 2, 3, 4, 9, 10]);
    expect(candidatePositions(values, 2, wanted('x'), 100)).toEqual([0, 3, 4]);
  });
});
