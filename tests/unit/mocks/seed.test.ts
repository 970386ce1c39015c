import { resources } from '../../../resources';
import { DEMO_ACCOUNTS } from '../../../src/mocks/accounts';
import { createDb } from '../../../src/mocks/db';
import { HISTORY_RESOURCES } from '../../../src/mocks/histories';
import { seeders } from '../../../src/mocks/seed';
import { ageAt } from '../../../src/mocks/seeds/customer';
import { parseDateTime } from '../../../src/mocks/seeding';

const NOW = new Date(2025, 5, 15);

describe('demo seed', () => {
  // Seeding speed is measured by `npm run bench` (page load), not by a timed test.
  const db = createDb({ now: NOW });

  it('seeds 5,000+ customers', () => {
    expect(db.list('customer').length).toBeGreaterThanOrEqual(5000);
  });

  it('is deterministic', () => {
    const again = createDb({ now: NOW });
    expect(again.list('customer')[0]).toEqual(db.list('customer')[0]);
    expect(again.list('customer')[4321]).toEqual(db.list('customer')[4321]);
    expect(again.list('store')).toEqual(db.list('store'));
  });

  it('discovers a seeder per file in seeds/, each for a registered resource', () => {
    const names = Object.keys(seeders);
    for (const name of ['customer', 'domain', 'pay-account', 'sms-template', 'store', 'worker'])
      expect(names).toContain(name);
    const registered = new Set(resources.map((r) => r.name));
    expect(names.filter((name) => !registered.has(name))).toEqual([]);
  });

  it('seeds every registered resource with records that pass its schema', () => {
    for (const def of resources) {
      const records = db.list(def.name);
      const count = seeders[def.name]?.count ?? def.demo?.count ?? 20;
      // The customers' histories (issue 11) come on top of a resource's own count.
      if (HISTORY_RESOURCES.includes(def.name)) expect(records.length, def.name).toBeGreaterThan(count);
      else expect(records.length, def.name).toBe(count);
      for (const r of records) {
        const result = def.schema.safeParse(r);
        expect(result.success, `${def.name} #${r.id}: ${result.error?.issues[0]?.message}`).toBe(true);
      }
    }
  });

  it('makes realistic customers', () => {
    const customers = db.list('customer');
    const storeIds = new Set(db.list('store').map((s) => s.id));
    const matchmakers = new Set(
      db
        .list('worker')
        .filter((w) => w.type === 2 || w.type === 3)
        .map((w) => w.id),
    );
    // Collect the offenders (one expect per customer would make this test slow).
    const bad = (check: (c: (typeof customers)[number]) => boolean) => customers.filter((c) => !check(c));
    expect(bad((c) => /^[\u4e00-\u9fa5]{2,4}$/.test(String(c.name)))).toEqual([]);
    expect(bad((c) => /^1[3-9]\d{9}$/.test(String(c.phone)))).toEqual([]);
    expect(bad((c) => Number(c.age) >= 18 && Number(c.age) <= 80)).toEqual([]);
    expect(bad((c) => ageAt(parseDateTime(String(c.birthday)), NOW) === c.age)).toEqual([]);
    expect(bad((c) => [1, 0, -1].includes(Number(c.gender)))).toEqual([]);
    expect(bad((c) => c.gender !== 1 || (Number(c.height) >= 155 && Number(c.height) <= 195))).toEqual([]);
    expect(bad((c) => c.gender !== 0 || (Number(c.height) >= 148 && Number(c.height) <= 180))).toEqual([]);
    expect(bad((c) => storeIds.has(Number(c.store_id)))).toEqual([]);
    // A matchmaker, or a seller for some of "my customers" (type 0, stat-count's counters).
    const sellers = new Set(
      db
        .list('worker')
        .filter((w) => w.type === 1)
        .map((w) => w.id),
    );
    const owner = (c: (typeof customers)[number]) =>
      matchmakers.has(Number(c.worker_id)) || (c.customer_type === 0 && sellers.has(Number(c.worker_id)));
    expect(bad((c) => c.worker_id === undefined || owner(c))).toEqual([]);
    expect(customers.some((c) => sellers.has(Number(c.worker_id)))).toBe(true);
    expect(bad((c) => /^1\d{6}$/.test(String(c.number)))).toEqual([]);
    expect(bad((c) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(c.created_at)))).toEqual([]);
    expect(bad((c) => /^[\u4e00-\u9fa5]+[市区]$/.test(String(c.area)))).toEqual([]);
    expect(new Set(customers.map((c) => c.number)).size).toBe(customers.length);
    const unknownGender = customers.filter((c) => c.gender === -1).length;
    expect(unknownGender).toBeGreaterThan(0);
    expect(unknownGender).toBeLessThan(customers.length * 0.1);
    // From 1 January of the year before last (the previous period of "last year") to the seed's day.
    const since = new Date(NOW.getFullYear() - 2, 0, 1);
    expect(parseDateTime(String(customers[0].created_at)).getTime()).toBeGreaterThanOrEqual(since.getTime());
    expect(String(customers.at(-1)?.created_at) < '2025-06-15 09:00:00').toBe(true);
  });

  it('seeds the demo accounts as workers 1…3, in the first store', () => {
    for (const account of DEMO_ACCOUNTS) {
      const worker = db.get('worker', account.worker.id);
      expect(worker).toMatchObject({
        username: account.username,
        name: account.name,
        phone: account.phone,
        type: account.worker.type,
        store_id: account.worker.store_id,
      });
    }
    expect(db.get('store', 1)?.name).toBe('上海徐汇店');
  });

  it('gives every seeded contract a template and a package, so it can be opened and saved in the edit form', () => {
    const contracts = db.list('contract');
    expect(contracts.length).toBeGreaterThan(0);
    const templates = new Set(db.list('contract-config').map((t) => t.id));
    for (const contract of contracts) {
      expect(templates.has(Number(contract.config_id)), String(contract.no)).toBe(true);
      expect(contract.package_id, String(contract.no)).toEqual(expect.any(Number));
    }
  });

  it('seeds realistic stores, SMS templates, payment accounts and domains', () => {
    for (const s of db.list('store')) expect(s.name).toMatch(/^[\u4e00-\u9fa5\d]+店$/);
    for (const t of db.list('sms-template')) expect(t.content).toMatch(/^【[\u4e00-\u9fa5]+】/);
    for (const d of db.list('domain')) expect(d.domain).toMatch(/^([a-z0-9]+\.)?[a-z0-9]+\.(com|cn)$/);
    for (const p of db.list('pay-account')) expect(p.mch_id).toMatch(/^\d{6,20}$/);
  });

  it('pairs a customer in its history with people of the other gender (either, for an unknown one), never itself', () => {
    const genderOf = new Map(db.list('customer').map((c) => [c.id, c.gender]));
    // The histories' records come after the resource's own seeded ones (which pair at random).
    const pairs = ['customer-connect', 'customer-interact', 'customer-service-record'].flatMap((name) => {
      const own = seeders[name]?.count ?? resources.find((r) => r.name === name)?.demo?.count ?? 20;
      return db
        .list(name)
        .slice(own)
        .filter((r) => r.target_customer_id !== undefined);
    });
    expect(pairs.length).toBeGreaterThan(100);
    const unknown = pairs.filter((r) => genderOf.get(r.customer_id as number) === -1);
    const mismatched = pairs.filter((r) => {
      const own = genderOf.get(r.customer_id as number);
      const other = genderOf.get(r.target_customer_id as number);
      return r.target_customer_id === r.customer_id || other === -1 || other === own;
    });
    expect(mismatched).toEqual([]);
    // An unknown gender meets both (the first 200 customers of either gender).
    const met = new Set(unknown.map((r) => genderOf.get(r.target_customer_id as number)));
    expect(unknown.length).toBeGreaterThan(0);
    expect([...met].sort()).toEqual([0, 1]);
  });

  it('seeds fewer customers when asked', () => {
    const small = createDb({ now: NOW, customerCount: 50 });
    expect(small.list('customer')).toHaveLength(50);
  });
});
