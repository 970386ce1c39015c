import { SeededRandom, sfc32 } from '../../../src/mocks/random';

const REF = new Date(2025, 5, 15);
const draws = <T>(n: number, make: () => T): T[] => Array.from({ length: n }, make);

describe('seeded random generator (sfc32)', () => {
  it('repeats the same stream for the same seed and differs for another', () => {
    const a = sfc32(42);
    const b = sfc32(42);
    const c = sfc32(43);
    const first = draws(8, a);
    expect(draws(8, b)).toEqual(first);
    expect(draws(8, c)).not.toEqual(first);
    expect(first.every((n) => Number.isInteger(n) && n >= 0 && n < 2 ** 32)).toBe(true);
  });

  it('spreads integers evenly over an inclusive range (chi-square, 10 buckets)', () => {
    const random = new SeededRandom(7, REF);
    const counts = new Array<number>(10).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i++) counts[random.number.int({ min: 1, max: 10 }) - 1]++;
    const expected = n / 10;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: 27.9 is the 0.1% critical value.
    expect(chi2).toBeLessThan(27.9);
    expect(counts.every((c) => c > 0)).toBe(true);
  });

  it('reaches both ends of wide ranges such as timestamps, with distinct values', () => {
    const random = new SeededRandom(1, REF);
    const min = REF.getTime() - 730 * 86_400_000;
    const max = REF.getTime();
    const values = draws(5_000, () => random.number.int({ min, max }));
    expect(values.every((v) => Number.isInteger(v) && v >= min && v <= max)).toBe(true);
    expect(new Set(values).size).toBe(values.length);
    expect(new SeededRandom(2).number.int({ min: 3, max: 3 })).toBe(3);
    expect(() => new SeededRandom(2).number.int({ min: 4, max: 3 })).toThrow(RangeError);
  });

  it('makes floats in [min, max), rounded when asked', () => {
    const random = new SeededRandom(3, REF);
    const floats = draws(2_000, () => random.number.float({ min: 10, max: 20 }));
    expect(floats.every((f) => f >= 10 && f < 20)).toBe(true);
    const mean = floats.reduce((s, f) => s + f, 0) / floats.length;
    expect(Math.abs(mean - 15)).toBeLessThan(0.3);
    const money = draws(200, () => random.number.float({ min: 0, max: 100, fractionDigits: 2 }));
    expect(money.every((m) => Number(m.toFixed(2)) === m)).toBe(true);
  });

  it('picks booleans and weighted elements in proportion', () => {
    const random = new SeededRandom(11, REF);
    const n = 20_000;
    const trues = draws(n, () => random.datatype.boolean({ probability: 0.2 })).filter(Boolean).length;
    expect(trues / n).toBeCloseTo(0.2, 1);
    const picks = draws(n, () =>
      random.helpers.weightedArrayElement([
        { weight: 70, value: 'a' },
        { weight: 25, value: 'b' },
        { weight: 5, value: 'c' },
      ]),
    );
    const share = (v: string) => picks.filter((p) => p === v).length / n;
    expect(share('a')).toBeCloseTo(0.7, 1);
    expect(share('b')).toBeCloseTo(0.25, 1);
    expect(share('c')).toBeGreaterThan(0.03);
    expect(share('c')).toBeLessThan(0.07);
  });

  it('picks, samples and shuffles lists', () => {
    const random = new SeededRandom(5, REF);
    const list = ['甲', '乙', '丙', '丁', '戊'];
    expect(list).toContain(random.helpers.arrayElement(list));
    expect(() => random.helpers.arrayElement([])).toThrow(RangeError);
    for (let i = 0; i < 50; i++) {
      const some = random.helpers.arrayElements(list, { min: 1, max: 3 });
      expect(some.length).toBeGreaterThanOrEqual(1);
      expect(some.length).toBeLessThanOrEqual(3);
      expect(new Set(some).size).toBe(some.length);
    }
    expect(random.helpers.arrayElements(list, 2)).toHaveLength(2);
    const shuffled = random.helpers.shuffle(list);
    expect([...shuffled].sort()).toEqual([...list].sort());
    expect(list).toEqual(['甲', '乙', '丙', '丁', '戊']);
  });

  it('makes digit, letter and hexadecimal strings', () => {
    const random = new SeededRandom(9, REF);
    expect(random.string.numeric(12)).toMatch(/^\d{12}$/);
    for (let i = 0; i < 50; i++) {
      expect(random.string.numeric({ length: 8, allowLeadingZeros: false })).toMatch(/^[1-9]\d{7}$/);
    }
    expect(random.string.alphanumeric(32)).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(random.string.alphanumeric({ length: 16, casing: 'upper' })).toMatch(/^[A-Z0-9]{16}$/);
    expect(random.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' })).toMatch(/^[0-9a-f]{16}$/);
    expect(random.string.hexadecimal({ length: 4 })).toMatch(/^0x[0-9a-fA-F]{4}$/);
  });

  it('makes past dates relative to its reference date, and domain words', () => {
    const random = new SeededRandom(13, REF);
    const twoYearsAgo = REF.getTime() - 2 * 365 * 86_400_000;
    for (let i = 0; i < 100; i++) {
      const d = random.date.past({ years: 2 }).getTime();
      expect(d).toBeGreaterThanOrEqual(twoYearsAgo);
      expect(d).toBeLessThan(REF.getTime());
    }
    expect(random.internet.domainWord()).toMatch(/^[a-z]+$/);
  });
});
