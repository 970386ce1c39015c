/**
 * A small seeded random generator with the subset of faker's API the demo seeders use
 * (`number.int`, `helpers.arrayElement`, `datatype.boolean`…), so the demo API ships no faker.
 * The stream is sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit state, one of
 * PractRand's recommended 32-bit generators) keyed by splitmix32 from a 32-bit seed.
 */
import { DOMAIN_WORDS } from './data/china';

const TWO_POW_32 = 4_294_967_296;
const TWO_POW_53 = 9_007_199_254_740_992;
const DAY_MS = 86_400_000;

/** splitmix32: turns one 32-bit seed into well-mixed 32-bit words (sfc32's initial state). */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
}

/** sfc32 as a function returning unsigned 32-bit integers. */
export function sfc32(seed: number): () => number {
  const mix = splitmix32(seed);
  let a = mix();
  let b = mix();
  let c = mix();
  let d = 1;
  const next = () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first outputs still show the seed's structure: skip them, as the reference does.
  for (let i = 0; i < 12; i++) next();
  return next;
}

type Casing = 'upper' | 'lower' | 'mixed';
type Length = number | { length: number };
type IntOptions = number | { min?: number; max?: number };
type FloatOptions = number | { min?: number; max?: number; fractionDigits?: number };
type Weighted<T> = readonly { weight: number; value: T }[];

const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const HEX = '0123456789abcdef';

const lengthOf = (options: Length) => (typeof options === 'number' ? options : options.length);

/** A deterministic generator: the same seed gives the same values, on every platform. */
export class SeededRandom {
  private readonly nextWord: () => number;
  /** Reference date of `date.past` (the seed's "now"). */
  refDate: Date;

  constructor(seed: number, refDate: Date = new Date()) {
    this.nextWord = sfc32(seed);
    this.refDate = refDate;
  }

  /** A float in [0, 1) with 32 random bits. */
  next(): number {
    return this.nextWord() / TWO_POW_32;
  }

  /** A float in [0, 1) with 53 random bits (for wide integer ranges such as timestamps). */
  next53(): number {
    return ((this.nextWord() >>> 5) * 67_108_864 + (this.nextWord() >>> 6)) / TWO_POW_53;
  }

  /** An integer in [min, max], both included. */
  private between(min: number, max: number): number {
    const lo = Math.ceil(min);
    const hi = Math.floor(max);
    if (hi < lo) throw new RangeError(`random: empty range [${min}, ${max}]`);
    const span = hi - lo + 1;
    return lo + Math.floor((span > TWO_POW_32 ? this.next53() : this.next()) * span);
  }

  private chars(alphabet: string, length: number): string {
    let s = '';
    for (let i = 0; i < length; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }

  readonly number = {
    /** An integer in [min, max] (defaults 0 and Number.MAX_SAFE_INTEGER); a number is the max. */
    int: (options: IntOptions = {}): number => {
      const { min = 0, max = Number.MAX_SAFE_INTEGER } =
        typeof options === 'number' ? { max: options } : options;
      return this.between(min, max);
    },
    /** A float in [min, max) (defaults 0 and 1), rounded to `fractionDigits` when given. */
    float: (options: FloatOptions = {}): number => {
      const { min = 0, max = 1, fractionDigits } = typeof options === 'number' ? { max: options } : options;
      const value = min + this.next() * (max - min);
      if (fractionDigits === undefined) return value;
      const factor = 10 ** fractionDigits;
      return Math.min(max, Math.max(min, Math.round(value * factor) / factor));
    },
  };

  readonly datatype = {
    /** True with the given probability (default 0.5). */
    boolean: (options: number | { probability?: number } = {}): boolean => {
      const probability = typeof options === 'number' ? options : (options.probability ?? 0.5);
      return this.next() < probability;
    },
  };

  readonly helpers = {
    arrayElement: <T>(list: readonly T[]): T => {
      if (list.length === 0) throw new RangeError('random: arrayElement of an empty list');
      return list[Math.floor(this.next() * list.length)];
    },
    /** `count` distinct elements in random order; a range picks the count; none: 1…all. */
    arrayElements: <T>(list: readonly T[], count?: number | { min: number; max: number }): T[] => {
      const n =
        count === undefined
          ? this.between(Math.min(1, list.length), list.length)
          : typeof count === 'number'
            ? count
            : this.between(count.min, count.max);
      return this.helpers.shuffle(list).slice(0, Math.max(0, Math.min(n, list.length)));
    },
    /** An element picked with probability proportional to its weight. */
    weightedArrayElement: <T>(list: Weighted<T>): T => {
      if (list.length === 0) throw new RangeError('random: weightedArrayElement of an empty list');
      let total = 0;
      for (const item of list) total += item.weight;
      let r = this.next() * total;
      for (const item of list) {
        r -= item.weight;
        if (r < 0) return item.value;
      }
      return list[list.length - 1].value;
    },
    /** A shuffled copy (Fisher–Yates). */
    shuffle: <T>(list: readonly T[]): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(this.next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };

  readonly string = {
    numeric: (options: number | { length: number; allowLeadingZeros?: boolean }): string => {
      const length = lengthOf(options);
      const leadingZeros = typeof options === 'number' || options.allowLeadingZeros !== false;
      if (length <= 0) return '';
      return (
        (leadingZeros ? '' : this.chars(DIGITS.slice(1), 1)) +
        this.chars(DIGITS, length - (leadingZeros ? 0 : 1))
      );
    },
    alphanumeric: (options: number | { length: number; casing?: Casing }): string => {
      const casing = typeof options === 'number' ? 'mixed' : (options.casing ?? 'mixed');
      const letters = casing === 'upper' ? UPPER : casing === 'lower' ? LOWER : LOWER + UPPER;
      return this.chars(letters + DIGITS, lengthOf(options));
    },
    hexadecimal: (options: { length: number; casing?: Casing; prefix?: string }): string => {
      const { length, casing = 'mixed', prefix = '0x' } = options;
      const alphabet = casing === 'upper' ? HEX.toUpperCase() : casing === 'lower' ? HEX : HEX + 'ABCDEF';
      return prefix + this.chars(alphabet, length);
    },
  };

  readonly date = {
    /** A moment in the `years` (default 1) before the reference date. */
    past: (options: { years?: number; refDate?: Date } = {}): Date => {
      const to = (options.refDate ?? this.refDate).getTime();
      const from = to - (options.years ?? 1) * 365 * DAY_MS;
      return new Date(this.between(from, to - 1));
    },
    /** A moment between two dates. */
    between: (options: { from: Date; to: Date }): Date =>
      new Date(this.between(options.from.getTime(), Math.max(options.from.getTime(), options.to.getTime()))),
  };

  readonly internet = {
    /** A lower-case word fit for a domain name. */
    domainWord: (): string => this.helpers.arrayElement(DOMAIN_WORDS),
  };
}

/** The generator the seeders receive. */
export type Random = SeededRandom;
