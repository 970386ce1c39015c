/**
 * The seeders as test factories: `build('customer', { gender: -1 })` is a realistic record that
 * passes the resource's schema, made by the same code as the demo data. The records it refers to
 * (stores, workers…) come from a small seed of its dependencies, made once per resource.
 */
import { registryByName, resources } from '../../resources';
import type { RecordOf, ResourceDefinition } from '../../resources/core/define';
import type { ResourceName } from '../../resources/core/names';
import {
  buildRecord,
  dependenciesOf,
  seedCollections,
  seeders,
  startResource,
  type ResourceRun,
} from './seed';
import { DAY_MS, DEFAULT_COUNT, formatDateTime, SEED, startOfDay } from './seeding';

/** A record of a resource, typed by its schema. */
export type BuiltRecord<N extends ResourceName> = RecordOf<(typeof registryByName)[N]> & { id: number };

/** How many records of a big dependency a factory seeds (the demo's 5,200 customers are not needed). */
const DEPENDENCY_COUNTS: Readonly<Record<string, number>> = { customer: 60 };

interface Factory {
  run: ResourceRun;
  made: number;
}

const factories = new Map<string, Factory>();

/** The resources `def` refers to, directly or through them. */
function dependencyClosure(def: ResourceDefinition): ResourceDefinition[] {
  const found = new Map<string, ResourceDefinition>();
  const visit = (current: ResourceDefinition) => {
    for (const name of dependenciesOf(current, seeders[current.name])) {
      const target = resources.find((r) => r.name === name);
      if (target && target.name !== def.name && !found.has(name)) {
        found.set(name, target);
        visit(target);
      }
    }
  };
  visit(def);
  return [...found.values()];
}

function factoryOf(def: ResourceDefinition): Factory {
  const known = factories.get(def.name);
  if (known) return known;
  const now = startOfDay(new Date());
  const seed = SEED + 1; // not the demo's own seed: factory records differ from the seeded ones
  const collections = seedCollections(dependencyClosure(def), seeders, {
    now,
    seed,
    counts: DEPENDENCY_COUNTS,
  });
  const seeder = seeders[def.name];
  const count = seeder?.count ?? def.demo?.count ?? DEFAULT_COUNT;
  const run = startResource({ now, seed, collections, memo: new Map() }, def, seeder, count);
  const factory: Factory = { run, made: 0 };
  factories.set(def.name, factory);
  return factory;
}

/**
 * A realistic record of `resource` (ids 1, 2, 3… per resource, in call order), with `overrides`
 * applied last. Throws when the overrides make it fail the resource's schema.
 */
export function build<N extends ResourceName>(
  resource: N,
  overrides: Partial<BuiltRecord<N>> = {},
): BuiltRecord<N> {
  const def: ResourceDefinition = registryByName[resource];
  const factory = factoryOf(def);
  const { random, now } = factory.run.ctx;
  const createdAt = formatDateTime(
    random.date.between({ from: new Date(now.getTime() - 730 * DAY_MS), to: now }),
  );
  const record = { ...buildRecord(factory.run, factory.made, createdAt), ...overrides };
  factory.made++;
  const result = def.schema.safeParse(record);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`build('${resource}'): ${String(issue?.path[0] ?? '')} ${issue?.message ?? ''}`);
  }
  return record as BuiltRecord<N>;
}
