import { resources } from '../../../resources';
import { DEMO_ACCOUNTS } from '../../../src/mocks/accounts';
import { createDb, seeders } from '../../../src/mocks/db';
import { ageAt } from '../../../src/mocks/seeds/customer';
import { parseDateTime } from '../../../src/mocks/seeding';

const NOW = new Date(2025, 5, 15);

describe('demo seed', () => {
  const started = performance.now();
  const db = createDb({ now: NOW });
  const seedMs = performance.now() - started;

  it('seeds 5,000+ customers quickly', () => {
    expect(db.list('customer').length).toBeGreaterThanOrEqual(5000);
    expect(seedMs).toBeLessThan(1500);
  });

  it('is deterministic', () => {
    const again = createDb({ now: NOW });
    expect(again.list('customer')[0]).toEqual(db.list('customer')[0]);
    expect(again.list('customer')[4321]).toEqual(db.list('customer')[4321]);
    expect(again.list('store')).toEqual(db.list('store'));
  });

  it('discovers a seeder per file in seeds/', () => {
    expect(Object.keys(seeders).sort()).toEqual(
      ['customer', 'domain', 'pay-account', 'sms-template', 'store', 'worker'].sort(),
    );
  });

  it('seeds every registered resource with records that pass its schema', () => {
    for (const def of resources) {
      const records = db.list(def.name);
      expect(records.length, def.name).toBe(def.demo?.count ?? 20);
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
    const numbers = new Set<unknown>();
    let unknownGender = 0;
    for (const c of customers) {
      expect(c.name).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(c.phone).toMatch(/^1[3-9]\d{9}$/);
      expect(c.age).toBeGreaterThanOrEqual(18);
      expect(c.age).toBeLessThanOrEqual(80);
      expect(ageAt(parseDateTime(String(c.birthday)), NOW)).toBe(c.age);
      expect([1, 0, -1]).toContain(c.gender);
      if (c.gender === -1) unknownGender++;
      if (c.gender === 1) expect(c.height).toBeGreaterThanOrEqual(155);
      expect(storeIds.has(c.store_id as number)).toBe(true);
      if (c.worker_id !== undefined) expect(matchmakers.has(c.worker_id as number)).toBe(true);
      expect(c.number).toMatch(/^1\d{6}$/);
      numbers.add(c.number);
      expect(c.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(String(c.area)).toMatch(/[市区]$/);
    }
    expect(numbers.size).toBe(customers.length);
    expect(unknownGender).toBeGreaterThan(0);
    expect(unknownGender).toBeLessThan(customers.length * 0.1);
    const twoYearsAgo = new Date(NOW.getFullYear() - 2, NOW.getMonth(), NOW.getDate() - 1);
    const first = parseDateTime(String(customers[0].created_at));
    expect(first.getTime()).toBeGreaterThanOrEqual(twoYearsAgo.getTime());
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

  it('seeds realistic stores, SMS templates, payment accounts and domains', () => {
    for (const s of db.list('store')) expect(s.name).toMatch(/^[\u4e00-\u9fa5\d]+店$/);
    for (const t of db.list('sms-template')) expect(t.content).toMatch(/^【[\u4e00-\u9fa5]+】/);
    for (const d of db.list('domain')) expect(d.domain).toMatch(/^[a-z0-9]+\.[a-z0-9]+\.(com|cn)$/);
    for (const p of db.list('pay-account')) expect(p.mch_id).toMatch(/^\d{6,20}$/);
  });

  it('seeds fewer customers when asked', () => {
    const small = createDb({ now: NOW, customerCount: 50 });
    expect(small.list('customer')).toHaveLength(50);
  });
});
