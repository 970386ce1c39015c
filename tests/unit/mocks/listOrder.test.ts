// @vitest-environment node
import { registryByName } from '../../../resources';
import { createDb } from '../../../src/mocks/db';
import { identify } from '../../../src/mocks/identity';
import { listIndex } from '../../../src/mocks/listOrder';
import { scopeList, scopeTest } from '../../../src/mocks/listScopes';
import { queryList } from '../../../src/mocks/query';
import { hiddenFields, readerFor } from '../../../src/mocks/sensitive';

const customer = registryByName.customer;

/** Filters, sorts and pages the customer list is asked for, by every kind of parameter. */
const QUERIES = [
  'sort=id&order=DESC&page=1&per_page=100',
  'gender=0&sort=created_at&order=ASC&page=2&per_page=50',
  'customer_type=1&sort=age&order=DESC&page=1&per_page=100',
  'type=0&sort=last_follow_at&order=DESC&page=1&per_page=100',
  'type=2&store_id=3&sort=name&order=ASC&page=1&per_page=20',
  'keyword=王&sort=income&order=ASC&page=1&per_page=100',
  'keyword=138&sort=id&order=ASC&page=1&per_page=100',
  'keyword=WX&sort=id&order=ASC&page=1&per_page=100',
  'created_at_gte=2025-06-01&created_at_lte=2026-01-31&sort=height&order=ASC&page=3&per_page=25',
  'sort=phone&order=ASC&page=1&per_page=30',
  'area_code=310000&type=1&sort=id&order=DESC&page=1&per_page=100',
  'removed=1&sort=id&order=ASC&page=1&per_page=100',
  'sort=vip_expire_at&order=DESC&page=0',
];

describe('the customer list in a kept sorted order (issue 44)', () => {
  const db = createDb({ customerCount: 400, now: new Date(2026, 4, 20) });
  const people = ['admin', 'sales'].map((username) => {
    const session = db.createSession(username, username === 'admin' ? 1 : 2);
    return identify(db, session);
  });

  /** The answer of the live collection's kept order, and the one of a filtered copy sorted afresh. */
  const both = (query: string, who: (typeof people)[number]) => {
    const params = new URLSearchParams(query);
    const read = readerFor(customer, who.permissions);
    const live = queryList(customer, db.list('customer'), params, read, {
      scope: (raw) => scopeTest('customer', params, who, raw),
      live: {
        revision: db.revision('customer'),
        view: hiddenFields(customer, who.permissions)
          .map((f) => f.name)
          .join(),
      },
    });
    const copy = queryList(customer, scopeList('customer', db.list('customer'), params, who), params, read);
    return { live, copy };
  };

  it('answers every query as a freshly sorted copy does, for each user', () => {
    for (const who of people)
      for (const query of QUERIES) {
        const { live, copy } = both(query, who);
        expect(live.meta, query).toEqual(copy.meta);
        // Every list but the bin (empty when seeded) has rows to compare.
        if (!query.startsWith('removed')) expect(copy.data.length, query).toBeGreaterThan(0);
        expect(
          live.data.map((r) => r.id),
          query,
        ).toEqual(copy.data.map((r) => r.id));
      }
  });

  it('sorts a collection once per field and direction while it is unchanged', () => {
    const sort = { field: 'created_at', dir: -1 as const, read: readerFor(customer, people[0].permissions) };
    const index = () => listIndex(db.list('customer'), db.revision('customer'));
    const kept = index().order('', sort);
    expect(kept).toHaveLength(db.list('customer').length);
    expect(index().order('', { ...sort, read: readerFor(customer, people[0].permissions) })).toBe(kept);
    expect(index().order('', { ...sort, dir: 1 })).not.toBe(kept);
    const [first] = db.list('customer');
    const ages = index().column('\nage', (r) => r.age);
    db.replace('customer', { ...first, remark: 'changed', age: 99 });
    // A write updates the kept values of the record it changed, in place, and puts it back in order.
    expect(index().column('\nage', (r) => r.age)).toBe(ages);
    expect(ages[0]).toBe(99);
    const followed = index().order('', sort);
    expect(followed).not.toBe(kept);
    expect(Array.from(followed)).toEqual(Array.from(listIndex([...db.list('customer')], 0).order('', sort)));
  });

  it('answers every query as a freshly sorted copy does after each kind of write (edits, additions, derived values, removals)', () => {
    const list = () => db.list('customer');
    // Each write changes what lists filter, search and sort by: the life-cycle type, owner, bin,
    // names, numbers and dates, on records spread over the collection.
    const edits: ((step: number) => void)[] = [
      (n) => {
        const r = list()[(n * 37) % list().length];
        db.replace('customer', { ...r, age: 18 + ((n * 7) % 60), name: `王${n}`, customer_type: n % 5 });
      },
      (n) => {
        const r = list()[(n * 53) % list().length];
        db.replace('customer', { ...r, income: n * 1000, created_at: `2025-0${1 + (n % 9)}-15 10:00:00` });
      },
      (n) => {
        const r = list()[(n * 11) % list().length];
        db.storeDerived('customer', { ...r, last_follow_at: `2026-05-${10 + (n % 9)} 09:00:00` });
      },
      (n) => {
        const r = list()[(n * 29) % list().length];
        db.replace('customer', { ...r, worker_id: 2, removed_at: n % 3 === 0 ? '2026-05-19 10:00:00' : '' });
      },
      (n) => {
        const r = list()[(n * 17) % list().length];
        db.create('customer', {
          ...r,
          id: undefined,
          phone: `1380000${String(n).padStart(4, '0')}`,
          age: 30,
        });
      },
      (n) => {
        const r = list()[(n * 41) % list().length];
        db.replace('customer', { ...r, height: null, nickname: `wx${n}` });
      },
      (n) => {
        if (n % 12 === 11) db.remove('customer', list()[(n * 13) % list().length].id);
      },
    ];
    for (let step = 0; step < 36; step++) {
      edits[step % edits.length](step);
      for (const who of people)
        for (const query of QUERIES) {
          const { live, copy } = both(query, who);
          expect(live.meta, `${query} after write ${step}`).toEqual(copy.meta);
          expect(
            live.data.map((r) => r.id),
            `${query} after write ${step}`,
          ).toEqual(copy.data.map((r) => r.id));
        }
    }
  });

  it('sorts and searches again after a record is changed, added or removed', () => {
    const query = 'sort=age&order=ASC&page=1&per_page=5';
    const oldest = both('sort=age&order=DESC&page=1&per_page=1', people[0]).live.data[0];
    expect(both(query, people[0]).live.data[0]).not.toBe(oldest);
    db.replace('customer', { ...oldest, age: 18 });
    expect(both(query, people[0]).live.data.map((r) => r.id)).toEqual(
      both(query, people[0]).copy.data.map((r) => r.id),
    );
    const first = both(query, people[0]).live.data[0];
    db.replace('customer', { ...first, age: 80 });
    expect(both(query, people[0]).live.data[0].id).not.toBe(first.id);
    const added = db.create('customer', { ...first, id: undefined, age: 17 });
    expect(both(query, people[0]).live.data[0].id).toBe(added.id);
    // A searched text follows a write of the store.
    db.replace('customer', { ...added, nickname: 'Zebra' });
    expect(both('keyword=zebra', people[1]).live.data.map((r) => r.id)).toEqual([added.id]);
    db.remove('customer', added.id);
    expect(both('keyword=zebra', people[1]).live.meta.total).toBe(0);
    const { live, copy } = both(query, people[0]);
    expect(live.data.map((r) => r.id)).toEqual(copy.data.map((r) => r.id));
  });
});
