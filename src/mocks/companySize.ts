/**
 * The demo data of a company of another size (`DEMO_CUSTOMERS` of the HTTP demo server, issue 44):
 * the customers, and every record about customers (follow-ups, calls, service records, logs…) scaled
 * with them, so each customer has as much history as in the demo's own 5,200. Staff, stores and
 * settings stay as they are. The daily follow-ups (`./seeds/worker-user.ts`) already follow the
 * number of customers.
 */
import type { ResourceDefinition } from '../../resources/core/define';
import { DEFAULT_COUNT, type ResourceSeeder } from './seeding';

const CUSTOMER = 'customer';

/** How many records of a resource the seed makes by default. */
function defaultCount(def: ResourceDefinition, seeder: ResourceSeeder | undefined): number {
  return seeder?.count ?? def.demo?.count ?? DEFAULT_COUNT;
}

/** Whether a resource's records are about customers (a field refers to one). */
const aboutCustomers = (def: ResourceDefinition): boolean =>
  def.fieldInfo.some((f) => f.meta.reference?.resource === CUSTOMER);

/**
 * Record counts by resource name for `customers` customers: the customers, and each resource about
 * customers in proportion (at least one record where the demo has some).
 */
export function companyCounts(
  resources: readonly ResourceDefinition[],
  seeders: Readonly<Record<string, ResourceSeeder>>,
  customers: number,
): Record<string, number> {
  const customerDef = resources.find((r) => r.name === CUSTOMER);
  const base = customerDef ? defaultCount(customerDef, seeders[CUSTOMER]) : 0;
  const counts: Record<string, number> = { [CUSTOMER]: customers };
  if (base <= 0) return counts;
  for (const def of resources) {
    if (def.name === CUSTOMER || !aboutCustomers(def)) continue;
    const count = defaultCount(def, seeders[def.name]);
    if (count > 0) counts[def.name] = Math.max(1, Math.round((count * customers) / base));
  }
  return counts;
}
