import { getResponse } from 'msw';
import { registryByName } from '../../../resources';
import { createDb } from '../../../src/mocks/db';
import { build } from '../../../src/mocks/factories';
import { createHandlers } from '../../../src/mocks/handlers';
import { queryList } from '../../../src/mocks/query';

const customer = registryByName.customer;
const PAGE = 'page=3&per_page=100&sort=id&order=DESC';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function timed(run: () => unknown, times = 9): number {
  run(); // warm-up
  return median(
    Array.from({ length: times }, () => {
      const started = performance.now();
      run();
      return performance.now() - started;
    }),
  );
}

describe('demo API: list queries', () => {
  const records = [
    build('customer', { gender: -1, age: 30, name: '林小雨', is_vip: false }),
    build('customer', { gender: 1, age: 45, is_vip: false }),
    build('customer', { gender: 0, age: 28, is_vip: true }),
  ];

  it('builds realistic, schema-valid records from the seeders', () => {
    const [unknownGender] = records;
    expect(unknownGender).toMatchObject({ id: 1, gender: -1, age: 30, name: '林小雨' });
    expect(records.map((r) => r.id)).toEqual([1, 2, 3]);
    for (const r of records) {
      expect(customer.schema.safeParse(r).success).toBe(true);
      expect(r.phone).toMatch(/^1[3-9]\d{9}$/);
      expect(r.number).toBe(String(1_000_000 + r.id));
    }
    expect(() => build('customer', { age: 12 })).toThrow(/^build\('customer'\): age /);
  });

  it('filters by equality and ranges, searches and sorts', () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(queryList(customer, records, params('gender=-1')).data.map((r) => r.id)).toEqual([1]);
    expect(
      queryList(customer, records, params('age_gte=29&sort=age&order=ASC')).data.map((r) => r.id),
    ).toEqual([1, 2]);
    expect(queryList(customer, records, params('is_vip=true')).meta.total).toBe(1);
    expect(queryList(customer, records, params('keyword=林小')).data.map((r) => r.id)).toEqual([1]);
    expect(queryList(customer, records, params('page=0')).meta).toEqual({
      total: 3,
      per_page: 3,
      current_page: 1,
    });
  });

  describe('a 100-row page of the 5,200 seeded customers', () => {
    const db = createDb();
    const handlers = createHandlers(db);

    it('is sorted and paged in well under 50 ms (median of 9 runs)', () => {
      expect(db.list('customer')).toHaveLength(5200);
      let page = queryList(customer, db.list('customer'), new URLSearchParams(PAGE));
      const ms = timed(() => (page = queryList(customer, db.list('customer'), new URLSearchParams(PAGE))));
      console.log(`queryList, 100 of 5,200 customers: ${ms.toFixed(2)} ms (median)`);
      expect(page.data.map((r) => r.id)).toEqual(Array.from({ length: 100 }, (_, i) => 5000 - i));
      expect(ms).toBeLessThan(50);
    });

    it('is answered by the handler, session check and JSON included, in under 50 ms (median of 9)', async () => {
      const login = await getResponse(
        handlers,
        new Request('http://localhost/plugin/love/admin/login/by-password', {
          method: 'POST',
          body: JSON.stringify({ username: 'admin', password: 'demo123' }),
        }),
      );
      const { Authorization } = (await login?.json()) as { Authorization: string };
      const answer = async () => {
        const request = new Request(`http://localhost/plugin/love/admin/customer?${PAGE}`, {
          headers: { Authorization },
        });
        const response = await getResponse(handlers, request);
        return (await response?.json()) as { data: unknown[]; meta: { total: number } };
      };
      await answer(); // warm-up
      const runs: number[] = [];
      for (let i = 0; i < 9; i++) {
        const started = performance.now();
        const body = await answer();
        runs.push(performance.now() - started);
        expect(body.data).toHaveLength(100);
        expect(body.meta.total).toBe(5200);
      }
      console.log(`GET customer page of 100 through the handlers: ${median(runs).toFixed(2)} ms (median)`);
      expect(median(runs)).toBeLessThan(50);
    });
  });
});
