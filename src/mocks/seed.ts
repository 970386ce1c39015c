/**
 * The generic seed: the order resources are seeded in, generic values for the fields a seeder
 * leaves out, conformance to the resource's schema, and the run itself, either at once (tests,
 * the HTTP demo server) or in slices that leave the main thread free (the browser).
 */
import type { z } from 'zod';
import type { ResourceDefinition } from '../../resources/core/define';
import type { FieldInfo } from '../../resources/core/reader';
import { SENTENCES, WORDS } from './data/china';
import { historySteps } from './histories';
import { SeededRandom } from './random';
import { ensureVersion } from './versions';
import {
  avatarFor,
  chineseName,
  DAY_MS,
  dateBetween,
  DEFAULT_COUNT,
  formatDate,
  formatDateTime,
  mobile,
  SEED,
  startOfDay,
  type DemoRecord,
  type ResourceSeeder,
  type SeedContext,
  type SeedOptions,
} from './seeding';

/** Realistic seeders, by resource name (file name): `./seeds/<resource>.ts`, default export. */
const seederModules = import.meta.glob<{ default?: ResourceSeeder }>('./seeds/*.ts', { eager: true });
export const seeders: Readonly<Record<string, ResourceSeeder>> = Object.fromEntries(
  Object.entries(seederModules).flatMap(([path, mod]) =>
    mod.default ? [[path.replace(/^.*\//, '').replace(/\.ts$/, ''), mod.default]] : [],
  ),
);

/** FNV-1a, 32 bits. */
export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** The generator of one resource: the run's seed mixed with the resource's name. */
export function randomFor(resource: string, seed: number, now: Date): SeededRandom {
  return new SeededRandom((seed ^ hashString(resource)) >>> 0, now);
}

/** Resource names that `def` needs seeded first: its references and the seeder's `dependsOn`. */
export function dependenciesOf(def: ResourceDefinition, seeder: ResourceSeeder | undefined): string[] {
  const refs = def.fieldInfo.flatMap((f) => (f.meta.reference ? [f.meta.reference.resource] : []));
  return [...new Set([...refs, ...(seeder?.dependsOn ?? [])])].filter((r) => r !== def.name);
}

/** Orders resources so that the targets of references come first (registry order otherwise). */
export function seedOrder(
  resources: readonly ResourceDefinition[],
  seederMap: Readonly<Record<string, ResourceSeeder>>,
): ResourceDefinition[] {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: ResourceDefinition[] = [];
  const visit = (def: ResourceDefinition) => {
    if (done.has(def.name) || visiting.has(def.name)) return; // a cycle is broken where it is met
    visiting.add(def.name);
    for (const dep of dependenciesOf(def, seederMap[def.name])) {
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
  const { random } = ctx;
  if (f.name === 'id') return index + 1;
  if (f.name === 'created_at') return createdAt;
  if (f.name === 'updated_at') return createdAt;
  const ref = f.meta.reference;
  if (ref) {
    const targets = ctx.records(ref.resource);
    if (targets.length === 0) return undefined;
    if (f.kind === 'array') {
      return random.helpers
        .arrayElements(targets, { min: 0, max: Math.min(3, targets.length) })
        .map((t) => t.id);
    }
    if (!f.required && random.number.float() < 0.1) return undefined;
    return random.helpers.arrayElement(targets).id;
  }
  if (!f.required && !f.hasDefault && random.number.float() < 0.15) return undefined;
  switch (f.kind) {
    case 'enum':
      return f.choices && f.choices.length > 0 ? random.helpers.arrayElement(f.choices) : undefined;
    case 'boolean':
      return random.datatype.boolean();
    case 'number': {
      const min = f.min ?? 0;
      const max = f.max ?? min + (f.widget === 'money' ? 100_000 : 1_000);
      return f.widget === 'money'
        ? random.number.float({ min, max, fractionDigits: 2 })
        : random.number.int({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case 'date':
      return random.date.past({ years: 2 });
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
  const { random, now } = ctx;
  switch (f.widget) {
    case 'phone':
      return mobile(random);
    case 'url':
      return `https://www.${random.internet.domainWord()}.com/`;
    case 'image':
      return avatarFor(random, random.helpers.arrayElement(WORDS));
    case 'password':
      return random.string.alphanumeric(32);
    case 'date':
      return formatDate(dateBetween(random, new Date(now.getTime() - 730 * DAY_MS), now));
    case 'datetime':
      return formatDateTime(dateBetween(random, new Date(now.getTime() - 730 * DAY_MS), now));
    case 'textarea':
      return random.helpers.arrayElement(SENTENCES);
  }
  if (/(^|_)name$/.test(f.name) && f.name !== 'username') {
    return f.name === 'name'
      ? `${random.helpers.arrayElement(WORDS)}${index + 1}`
      : chineseName(random, -1).name;
  }
  return random.helpers.arrayElement(WORDS);
}

/** Other shapes tried when a generic string does not pass the field's own schema (regex fields). */
function fallbackStrings(ctx: SeedContext, f: FieldInfo): string[] {
  const { random } = ctx;
  const word = random.internet.domainWord();
  return [
    random.string.numeric(10),
    `${word}${random.string.numeric(3)}`,
    `${word}.com`,
    `${word}@example.com`,
    `https://www.${word}.com/`,
    mobile(random),
    random.string.alphanumeric(Math.max(8, f.min ?? 0)),
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

/** One resource being seeded: its context, seeder, pinned records and creation times. */
export interface ResourceRun {
  readonly def: ResourceDefinition;
  readonly seeder: ResourceSeeder | undefined;
  readonly ctx: SeedContext;
  readonly fixed: readonly Record<string, unknown>[];
}

/** The shared state of one seed run: collections seeded so far and memoised values. */
export interface SeedRun {
  readonly now: Date;
  readonly seed: number;
  readonly collections: Record<string, DemoRecord[]>;
  readonly memo: Map<string, unknown>;
}

export function newSeedRun(options: SeedOptions = {}): SeedRun {
  return {
    now: startOfDay(options.now ?? new Date()),
    seed: options.seed ?? SEED,
    collections: {},
    memo: new Map(),
  };
}

/** Prepares the seeding of one resource within a run. */
export function startResource(
  run: SeedRun,
  def: ResourceDefinition,
  seeder: ResourceSeeder | undefined,
  count: number,
): ResourceRun {
  const ctx: SeedContext = {
    random: randomFor(def.name, run.seed, run.now),
    now: run.now,
    def,
    count,
    records: (name) => run.collections[name] ?? [],
    memo: <T>(key: string, make: () => T): T => {
      if (!run.memo.has(key)) run.memo.set(key, make());
      return run.memo.get(key) as T;
    },
  };
  return { def, seeder, ctx, fixed: seeder?.fixed?.(ctx) ?? [] };
}

/** Record `index` (id `index + 1`) of a resource: the seeder's values, generic ones, pinned ones. */
export function buildRecord(resource: ResourceRun, index: number, createdAt: string): DemoRecord {
  const { def, seeder, ctx } = resource;
  const start: DemoRecord = { id: index + 1 };
  if (def.fieldMap.created_at) start.created_at = createdAt;
  const built = seeder?.build?.(ctx, start, index) ?? {};
  // (Plain loops rather than object spreads: spreads are far slower over thousands of records.)
  const values: Record<string, unknown> = { id: index + 1 };
  if (start.created_at !== undefined) values.created_at = start.created_at;
  for (const key in built) values[key] = built[key];
  // Generic values for the fields the seeder left out (a key set to undefined means "no value").
  for (const f of def.fieldInfo) {
    if (!(f.name in values)) values[f.name] = genericValue(f, ctx, index, createdAt);
  }
  const pinned = resource.fixed[index];
  if (pinned) for (const key in pinned) values[key] = pinned[key];
  values.id = index + 1;
  const record: Record<string, unknown> = {};
  for (const key in values) if (values[key] !== undefined) record[key] = values[key];
  return conform(def, record, ctx);
}

/** Creation times of `count` records, spread over the last two years and increasing with the id. */
function creationTimes(resource: ResourceRun): string[] {
  const { random, now, count } = resource.ctx;
  const from = now.getTime() - 730 * DAY_MS;
  const times = Array.from({ length: count }, () => random.number.int({ min: from, max: now.getTime() - 1 }));
  times.sort((a, b) => a - b);
  return times.map((t) => formatDateTime(new Date(t)));
}

/** Records built between two pauses of a sliced seed. */
const STEP = 100;

/**
 * Seeds every resource, pausing (`yield`) every few records; returns the collections by resource
 * name. Drive it with `seedCollections` (at once) or `seedCollectionsSliced` (in slices).
 */
export function* seedSteps(
  resources: readonly ResourceDefinition[],
  seederMap: Readonly<Record<string, ResourceSeeder>>,
  options: SeedOptions = {},
): Generator<void, Record<string, DemoRecord[]>> {
  const run = newSeedRun(options);
  const started: ResourceRun[] = [];
  for (const def of seedOrder(resources, seederMap)) {
    const seeder = seederMap[def.name];
    const count = Math.max(
      0,
      options.counts?.[def.name] ?? seeder?.count ?? def.demo?.count ?? DEFAULT_COUNT,
    );
    const resource = startResource(run, def, seeder, count);
    started.push(resource);
    const times = creationTimes(resource);
    const records: DemoRecord[] = [];
    run.collections[def.name] = records;
    for (let i = 0; i < count; i++) {
      records.push(buildRecord(resource, i, times[i]));
      if (i % STEP === STEP - 1) yield;
    }
  }
  for (const { def, seeder, ctx } of started) seeder?.finish?.(run.collections[def.name], ctx);
  yield* historySteps(run, resources);
  yield* versionSteps(run.collections);
  return run.collections;
}

/**
 * Every seeded record's first version (src/mocks/versions.ts): revision 1, changed when it was
 * created, by the worker it belongs to (its `worker_id`), else by nobody ('').
 */
function* versionSteps(collections: Record<string, DemoRecord[]>): Generator<void> {
  const workers = new Map((collections.worker ?? []).map((w) => [w.id, w.name]));
  let count = 0;
  for (const records of Object.values(collections)) {
    for (const record of records) {
      const name = typeof record.worker_id === 'number' ? workers.get(record.worker_id) : undefined;
      ensureVersion(record, typeof name === 'string' ? name : '');
      if (++count % STEP === 0) yield;
    }
  }
}

/** Seeds every resource at once. */
export function seedCollections(
  resources: readonly ResourceDefinition[],
  seederMap: Readonly<Record<string, ResourceSeeder>>,
  options: SeedOptions = {},
): Record<string, DemoRecord[]> {
  const steps = seedSteps(resources, seederMap, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Gives the event loop a turn (a message, not a clamped timer). */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Seeds every resource in slices of about `sliceMs`, so input and rendering go on in between. */
export async function seedCollectionsSliced(
  resources: readonly ResourceDefinition[],
  seederMap: Readonly<Record<string, ResourceSeeder>>,
  options: SeedOptions = {},
  sliceMs = 10,
): Promise<Record<string, DemoRecord[]>> {
  const steps = seedSteps(resources, seederMap, options);
  let deadline = performance.now() + sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= deadline) {
      await yieldToEventLoop();
      deadline = performance.now() + sliceMs;
    }
  }
}
