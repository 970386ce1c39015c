import type { ResourceDefinition } from '../../resources/core/define';
import { FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES, SURNAMES } from './data/china';
import type { Random } from './random';

/** A stored record: an id and the resource's fields. */
export type DemoRecord = { id: number } & Record<string, unknown>;

/** Default number of records of a resource whose definition does not say (`def.demo.count`). */
export const DEFAULT_COUNT = 20;
/** Base of every seed; each resource mixes its own name in, so resources are seeded independently. */
export const SEED = 20240617;

/** What a seeder sees while the seed runs. */
export interface SeedContext {
  /** The generator seeded for this resource (faker's API, `./random.ts`). */
  readonly random: Random;
  /** Reference time of the seed (start of the current day). */
  readonly now: Date;
  readonly def: ResourceDefinition;
  /** How many records of this resource the seed makes. */
  readonly count: number;
  /** Records already seeded (targets of references are seeded first). */
  records(resource: string): readonly DemoRecord[];
  /** A value computed once per seed run (e.g. the list of matchmakers). */
  memo<T>(key: string, make: () => T): T;
}

/** A realistic seeder for one resource, in `src/mocks/seeds/<resource>.ts` (default export). */
export interface ResourceSeeder {
  /** Overrides `def.demo.count`. */
  count?: number;
  /** Resources to seed before this one, besides those its schema references. */
  dependsOn?: readonly string[];
  /** Records placed first (ids 1…n), merged over the generated values. */
  fixed?(ctx: SeedContext): readonly Record<string, unknown>[];
  /**
   * Field values of record `index`, by name; fields left out get generic values (a key set to
   * `undefined` means "no value"). `start` holds the id and the generated `created_at`.
   */
  build?(ctx: SeedContext, start: Readonly<DemoRecord>, index: number): Record<string, unknown>;
  /** Runs once every resource is seeded (derived counters). */
  finish?(records: DemoRecord[], ctx: SeedContext): void;
  /** Server-made fields of a record created through the API (e.g. a customer's number). */
  onCreate?(record: DemoRecord, existing: readonly DemoRecord[]): DemoRecord;
}

export function defineSeeder(seeder: ResourceSeeder): ResourceSeeder {
  return seeder;
}

export interface SeedOptions {
  now?: Date;
  /** Record counts by resource name, overriding seeders and definitions. */
  counts?: Readonly<Record<string, number>>;
  seed?: number;
}

// ---------------------------------------------------------------------------------------------
// Small helpers shared by the seeders

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` in local time. */
export function formatDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `YYYY-MM-DD HH:mm:ss` in local time, the API's date-time format. */
export function formatDateTime(d: Date): string {
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Parses `YYYY-MM-DD[ HH:mm:ss]` as local time. */
export function parseDateTime(s: string): Date {
  const part = (from: number, to: number) => Number(s.slice(from, to)) || 0;
  return new Date(part(0, 4), part(5, 7) - 1, part(8, 10), part(11, 13), part(14, 16), part(17, 19));
}

export function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

export const DAY_MS = 86_400_000;

/** A random moment between two dates. */
export function dateBetween(random: Random, from: Date, to: Date): Date {
  return random.date.between({ from, to });
}

/** A normally distributed number (Box–Muller). */
export function normal(random: Random, mean: number, sd: number): number {
  const u = Math.max(random.number.float({ min: 0, max: 1 }), 1e-9);
  const v = random.number.float({ min: 0, max: 1 });
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** Picks from a list, earlier items more often (for frequency-ordered lists). */
export function pickSkewed<T>(random: Random, list: readonly T[]): T {
  const r = random.number.float({ min: 0, max: 1 });
  return list[Math.min(list.length - 1, Math.floor(r * r * list.length))];
}

/** A mainland mobile number: 1[3-9]xxxxxxxxx. */
export function mobile(random: Random): string {
  return `1${random.number.int({ min: 3, max: 9 })}${digits(random, 9)}`;
}

/** `length` random digits. */
export function digits(random: Random, length: number): string {
  return random.string.numeric(length);
}

/** `length` random lower-case letters and digits. */
export function alnum(random: Random, length: number): string {
  return random.string.alphanumeric({ length, casing: 'lower' });
}

/** A Chinese full name and its pinyin; gender 1 male, 0 female, anything else either. */
export function chineseName(random: Random, gender: number): { name: string; pinyin: string } {
  const [surname, surnamePinyin] = pickSkewed(random, SURNAMES);
  const male = gender === 1 || (gender !== 0 && random.datatype.boolean());
  const [given, givenPinyin] = random.helpers.arrayElement(male ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
  return { name: surname + given, pinyin: surnamePinyin + givenPinyin };
}

const AVATAR_COLORS = [
  '#e91e63',
  '#9c27b0',
  '#3f51b5',
  '#03a9f4',
  '#009688',
  '#8bc34a',
  '#ff9800',
  '#795548',
];

/** A small SVG avatar (first character on a colored disc), as a data URI: works offline. */
export function avatarFor(random: Random, text: string): string {
  const color = random.helpers.arrayElement(AVATAR_COLORS);
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='32' fill='${color}'/>` +
    `<text x='32' y='42' font-size='28' text-anchor='middle' fill='white'>${text.slice(0, 1)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
