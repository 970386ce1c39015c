// @vitest-environment node
import { customerCounts } from '../../../src/mocks/bespoke/statCount';
import { createDb, type DemoRecord } from '../../../src/mocks/db';
import { identify } from '../../../src/mocks/identity';
import { DAY_MS, formatDate, formatDateTime } from '../../../src/mocks/seeding';
import { keptCustomerCounts } from '../../../src/mocks/statCountKept';

/**
 * The menu's counters (get-stat-count, S12) counted from what the customer list keeps per revision
 * (statCountKept.ts) answer what the rule written plainly (`customerCounts`) answers: for each
 * user, on several days (a weekend's included), with another public-sea setting, after edits,
 * additions and removals (issue 44).
 */
const NOW = new Date(2026, 4, 20, 10, 30);
const db = createDb({ customerCount: 3000, now: NOW });
const users = (
  [
    ['admin', 1],
    ['sales', 2],
    ['matchmaker', 3],
  ] as const
).map(([name, worker]) => identify(db, db.createSession(name, worker)));
/** Today, tomorrow, a Saturday and a Sunday, ten days ago, late at night. */
const DAYS = [0, 1, 4, 5, -10].map((days) => new Date(NOW.getTime() + days * DAY_MS));
DAYS.push(new Date(2026, 4, 20, 23, 59, 59));

function expectSameCounts(label: string, seaDays = 15) {
  for (const now of DAYS) {
    for (const me of users) {
      const customers = db.list('customer');
      const plain = customerCounts(customers, me, now, seaDays);
      const kept = keptCustomerCounts(customers, db.revision('customer'), me, now, seaDays);
      expect(kept, `${label}, ${me.session.username} on ${now.toString()}`).toEqual(plain);
    }
  }
}

const at = (days: number) => formatDateTime(new Date(NOW.getTime() + days * DAY_MS));
const set = (c: DemoRecord, values: Record<string, unknown>) => db.replace('customer', { ...c, ...values });
const nth = (n: number) => db.list('customer')[n];

describe('[S12] get-stat-count from the kept customer values', () => {
  it('answers the plain counts for every user and day, and with another sea setting', () => {
    const plain = customerCounts(db.list('customer'), users[0], NOW);
    expect(Object.values(plain).every((n) => n > 0)).toBe(true);
    expectSameCounts('seeded');
    expectSameCounts('seeded, 10 working days to the sea', 10);
  });

  it('follows edits of the fields counted, the list types and the holders', () => {
    set(nth(1), { customer_type: 2, sea_entered_at: at(-3) });
    set(nth(2), {
      customer_type: 3,
      worker_id: 3,
      vip_expire_at: formatDate(new Date(NOW.getTime() + 10 * DAY_MS)),
    });
    set(nth(3), { customer_type: 4, vip_expire_at: at(-12) });
    set(nth(4), { customer_type: 1, last_follow_at: undefined });
    set(nth(5), { customer_type: 0, worker_id: 2, last_follow_at: at(-18), created_at: at(-40) });
    set(nth(6), { customer_type: 0, worker_id: 3, last_follow_at: '', created_at: 'not a date' });
    set(nth(7), { removed_at: at(-1) });
    set(nth(8), { sea_entered_at: 'soon', vip_expire_at: '  ' });
    db.storeDerived('customer', { ...nth(9), last_follow_at: at(0) });
    expectSameCounts('after edits');
  });

  it('follows additions, removals and many changes at once', () => {
    for (let n = 0; n < 4; n++)
      db.create('customer', { name: `new ${n}`, customer_type: n % 5, worker_id: 2, sea_entered_at: at(-n) });
    expectSameCounts('after additions');
    db.remove('customer', nth(11).id);
    expectSameCounts('after a removal');
    for (let n = 0; n < 400; n++) set(nth(20 + n), { customer_type: n % 5, last_follow_at: at(-n % 30) });
    expectSameCounts('after many edits');
  });
});
