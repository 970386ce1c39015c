import { Faker, base, en, zh_CN } from '@faker-js/faker';
import type { z } from 'zod';
import type { ResourceDefinition } from '../../resources/core/define';
import type { FieldInfo } from '../../resources/core/reader';
import { FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES, SENTENCES, SURNAMES, WORDS } from './data/china';

/** A stored record: an id and the resource's fields. */
export type DemoRecord = { id: number } & Record<string, unknown>;

/** Default number of records of a resource whose definition does not say (`def.demo.count`). */
export const DEFAULT_COUNT = 20;
/** Base of every seed; each resource mixes its own name in, so resources are seeded independently. */
export const SEED = 20240617;

/** What a seeder sees while the seed runs. */
export interface SeedContext {
  /** A faker seeded for this resource (zh_CN, falling back to en). */
  readonly faker: Faker;
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

/** A random date between two dates (working hours are more likely). */
export function dateBetween(faker: Faker, from: Date, to: Date): Date {
  const d = new Date(faker.number.int({ min: from.getTime(), max: Math.max(from.getTime(), to.getTime()) }));
  return d;
}

/** A normally distributed number (Box–Muller). */
export function normal(faker: Faker, mean: number, sd: number): number {
  const u = Math.max(faker.number.float({ min: 0, max: 1 }), 1e-9);
  const v = faker.number.float({ min: 0, max: 1 });
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** Picks from a list, earlier items more often (for frequency-ordered lists). */
export function pickSkewed<T>(faker: Faker, list: readonly T[]): T {
  const r = faker.number.float({ min: 0, max: 1 });
  return list[Math.min(list.length - 1, Math.floor(r * r * list.length))];
}

/** A mainland mobile number: 1[3-9]xxxxxxxxx. */
export function mobile(faker: Faker): string {
  return `1${faker.number.int({ min: 3, max: 9 })}${digits(faker, 9)}`;
}

/** `length` random digits (faster than faker.string.numeric for bulk seeding). */
export function digits(faker: Faker, length: number): string {
  let s = '';
  while (s.length < length) s += String(faker.number.int({ min: 0, max: 999_999 })).padStart(6, '0');
  return s.slice(0, length);
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random lower-case letters and digits. */
export function alnum(faker: Faker, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALNUM[faker.number.int({ min: 0, max: ALNUM.length - 1 })];
  return s;
}

/** A Chinese full name and its pinyin; gender 1 male, 0 female, anything else either. */
export function chineseName(faker: Faker, gender: number): { name: string; pinyin: string } {
  const [surname, surnamePinyin] = pickSkewed(faker, SURNAMES);
  const male = gender === 1 || (gender !== 0 && faker.datatype.boolean());
  const [given, givenPinyin] = faker.helpers.arrayElement(male ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
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
export function avatarFor(faker: Faker, text: string): string {
  const color = faker.helpers.arrayElement(AVATAR_COLORS);
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='32' fill='${color}'/>` +
    `<text x='32' y='42' font-size='28' text-anchor='middle' fill='white'>${text.slice(0, 1)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// ---------------------------------------------------------------------------------------------
// The generic seed

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A faker in the demo's locales, seeded for one resource. */
export function createFaker(seed: number, now: Date): Faker {
  const faker = new Faker({ locale: [zh_CN, en, base] });
  faker.seed(seed);
  faker.setDefaultRefDate(now);
  return faker;
}

/** Resource names that `def` needs seeded first: its references and the seeder's `dependsOn`. */
export function dependenciesOf(def: ResourceDefinition, seeder: ResourceSeeder | undefined): string[] {
  const refs = def.fieldInfo.flatMap((f) => (f.meta.reference ? [f.meta.reference.resource] : []));
  return [...new Set([...refs, ...(seeder?.dependsOn ?? [])])].filter((r) => r !== def.name);
}

/** Orders resources so that the targets of references come first (registry order otherwise). */
export function seedOrder(
  resources: readonly ResourceDefinition[],
  seeders: Readonly<Record<string, ResourceSeeder>>,
): ResourceDefinition[] {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: ResourceDefinition[] = [];
  const visit = (def: ResourceDefinition) => {
    if (done.has(def.name) || visiting.has(def.name)) return; // a cycle is broken where it is met
    visiting.add(def.name);
    for (const dep of dependenciesOf(def, seeders[def.name])) {
      const target = byName.get(dep);
      if (target) visit(target);
    }
    visiting.delete(def.name);
    done.add(def.name);
    order.push(def);
  };
  resources.forEach(visit);
  return order;
}

function fitLength(value: string, f: FieldInfo): string {
  let v = value;
  if (f.max !== undefined && v.length > f.max) v = v.slice(0, f.max);
  if (f.min !== undefined && v.length < f.min) v = v.padEnd(f.min, v || 'x');
  return v;
}

/** A plausible value for one field, from its kind, widget, choices, bounds and reference. */
export function genericValue(f: FieldInfo, ctx: SeedContext, index: number, createdAt: string): unknown {
  const { faker } = ctx;
  if (f.name === 'id') return index + 1;
  if (f.name === 'created_at') return createdAt;
  if (f.name === 'updated_at') return createdAt;
  const ref = f.meta.reference;
  if (ref) {
    const targets = ctx.records(ref.resource);
    if (targets.length === 0) return undefined;
    if (f.kind === 'array') {
      return faker.helpers
        .arrayElements(targets, { min: 0, max: Math.min(3, targets.length) })
        .map((t) => t.id);
    }
    if (!f.required && faker.number.float({ min: 0, max: 1 }) < 0.1) return undefined;
    return faker.helpers.arrayElement(targets).id;
  }
  if (!f.required && !f.hasDefault && faker.number.float({ min: 0, max: 1 }) < 0.15) return undefined;
  switch (f.kind) {
    case 'enum':
      return f.choices && f.choices.length > 0 ? faker.helpers.arrayElement(f.choices) : undefined;
    case 'boolean':
      return faker.datatype.boolean();
    case 'number': {
      const min = f.min ?? 0;
      const max = f.max ?? min + (f.widget === 'money' ? 100_000 : 1_000);
      return f.widget === 'money'
        ? faker.number.float({ min, max, fractionDigits: 2 })
        : faker.number.int({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case 'date':
      return faker.date.past({ years: 2 });
    case 'array':
      return [];
    case 'object':
      return {};
    case 'string':
      return fitLength(genericString(f, ctx, index), f);
    default:
      return undefined;
  }
}

function genericString(f: FieldInfo, ctx: SeedContext, index: number): string {
  const { faker, now } = ctx;
  switch (f.widget) {
    case 'phone':
      return mobile(faker);
    case 'url':
      return `https://www.${faker.internet.domainWord()}.com/`;
    case 'image':
      return avatarFor(faker, faker.helpers.arrayElement(WORDS));
    case 'password':
      return faker.string.alphanumeric(32);
    case 'date':
      return formatDate(dateBetween(faker, new Date(now.getTime() - 730 * DAY_MS), now));
    case 'datetime':
      return formatDateTime(dateBetween(faker, new Date(now.getTime() - 730 * DAY_MS), now));
    case 'textarea':
      return faker.helpers.arrayElement(SENTENCES);
  }
  if (/(^|_)name$/.test(f.name) && f.name !== 'username') {
    return f.name === 'name'
      ? `${faker.helpers.arrayElement(WORDS)}${index + 1}`
      : chineseName(faker, -1).name;
  }
  return faker.helpers.arrayElement(WORDS);
}

/** Other shapes tried when a generic string does not pass the field's own schema (regex fields). */
function fallbackStrings(ctx: SeedContext, f: FieldInfo): string[] {
  const { faker } = ctx;
  const word = faker.internet.domainWord().replace(/[^a-z0-9]/gi, '') || 'demo';
  return [
    faker.string.numeric(10),
    `${word}${faker.string.numeric(3)}`,
    `${word}.com`,
    `${word}@example.com`,
    `https://www.${word}.com/`,
    mobile(faker),
    faker.string.alphanumeric(Math.max(8, f.min ?? 0)),
  ].map((s) => fitLength(s, f));
}

function fieldSchema(def: ResourceDefinition, name: string): z.ZodType | undefined {
  return (def.schema.shape as Record<string, z.ZodType>)[name];
}

/**
 * Makes the record pass the resource's schema: optional fields that fail are dropped, required ones
 * get fallback values. Returns the record with the schema's defaults applied.
 */
function conform(def: ResourceDefinition, record: Record<string, unknown>, ctx: SeedContext): DemoRecord {
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = def.schema.safeParse(record);
    if (result.success) {
      const data = result.data as Record<string, unknown>;
      for (const key in data) record[key] = data[key];
      return record as DemoRecord;
    }
    const failed = new Set(result.error.issues.map((i) => String(i.path[0] ?? '')));
    for (const name of failed) {
      const f = def.fieldMap[name];
      if (!f) continue;
      if (!f.required) {
        delete record[name];
        continue;
      }
      const schema = fieldSchema(def, name);
      const candidate = fallbackStrings(ctx, f).find((s) => schema?.safeParse(s).success);
      if (candidate !== undefined) record[name] = candidate;
    }
  }
  return record as DemoRecord;
}

/** Seeds every resource; returns the collections by resource name. */
export function seedCollections(
  resources: readonly ResourceDefinition[],
  seeders: Readonly<Record<string, ResourceSeeder>>,
  options: SeedOptions = {},
): Record<string, DemoRecord[]> {
  const now = startOfDay(options.now ?? new Date());
  const seed = options.seed ?? SEED;
  const collections: Record<string, DemoRecord[]> = {};
  const memo = new Map<string, unknown>();
  const contexts: [ResourceDefinition, SeedContext][] = [];
  for (const def of seedOrder(resources, seeders)) {
    const seeder = seeders[def.name];
    const count = Math.max(
      0,
      options.counts?.[def.name] ?? seeder?.count ?? def.demo?.count ?? DEFAULT_COUNT,
    );
    const faker = createFaker((seed ^ hashString(def.name)) >>> 0, now);
    const ctx: SeedContext = {
      faker,
      now,
      def,
      count,
      records: (name) => collections[name] ?? [],
      memo: <T>(key: string, make: () => T): T => {
        if (!memo.has(key)) memo.set(key, make());
        return memo.get(key) as T;
      },
    };
    contexts.push([def, ctx]);
    // Creation times spread over the last two years, increasing with the id.
    const from = now.getTime() - 730 * DAY_MS;
    const times = Array.from({ length: count }, () =>
      faker.number.int({ min: from, max: now.getTime() - 1 }),
    );
    times.sort((a, b) => a - b);
    const fixed = seeder?.fixed?.(ctx) ?? [];
    const records: DemoRecord[] = [];
    collections[def.name] = records;
    for (let i = 0; i < count; i++) {
      const createdAt = formatDateTime(new Date(times[i]));
      const start: DemoRecord = { id: i + 1 };
      if (def.fieldMap.created_at) start.created_at = createdAt;
      const built = seeder?.build?.(ctx, start, i) ?? {};
      // (Plain loops rather than object spreads: spreads are far slower over thousands of records.)
      const values: Record<string, unknown> = { id: i + 1 };
      if (start.created_at !== undefined) values.created_at = start.created_at;
      for (const key in built) values[key] = built[key];
      // Generic values for the fields the seeder left out (a key set to undefined means "no value").
      for (const f of def.fieldInfo) {
        if (!(f.name in values)) values[f.name] = genericValue(f, ctx, i, createdAt);
      }
      const pinned = fixed[i];
      if (pinned) for (const key in pinned) values[key] = pinned[key];
      values.id = i + 1;
      const record: Record<string, unknown> = {};
      for (const key in values) if (values[key] !== undefined) record[key] = values[key];
      records.push(conform(def, record, ctx));
    }
  }
  for (const [def, ctx] of contexts) seeders[def.name]?.finish?.(collections[def.name], ctx);
  return collections;
}
