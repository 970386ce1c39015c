import type { GetManyParams, GetManyResult, RaRecord } from 'ra-core';
import { z } from 'zod';

/**
 * `meta.prefetch` of a getList call (react-admin's convention): the fields of the rows that point
 * at records of another resource. The data provider fetches those records with the page and returns
 * them as `meta.prefetched`, which react-admin puts in its cache: a list's reference cells (the
 * worker, the store) are filled in the render that shows the rows, instead of asking for them once
 * the rows have rendered (issue 8).
 */
export const prefetchSchema = z.array(z.object({ field: z.string(), resource: z.string() }));
export type PrefetchReferences = z.infer<typeof prefetchSchema>;
const metaSchema = z.object({ prefetch: prefetchSchema });

/** The referenced ids per resource, in the order the rows show them (the cache key of the cells' look-up). */
export function referencedIds(rows: readonly RaRecord[], prefetch: PrefetchReferences) {
  const ids = new Map<string, Set<RaRecord['id']>>();
  for (const { field, resource } of prefetch) {
    const found = ids.get(resource) ?? new Set<RaRecord['id']>();
    for (const row of rows) {
      const value: unknown = row[field];
      for (const id of Array.isArray(value) ? (value as unknown[]) : [value]) {
        if (typeof id === 'number' || (typeof id === 'string' && id !== '')) found.add(id);
      }
    }
    if (found.size > 0) ids.set(resource, found);
  }
  return ids;
}

/**
 * The records in the order of their ids (the server may sort them otherwise): react-admin caches
 * them under that list of ids, the key of the cells' own look-up.
 */
function inOrderOf(ids: ReadonlySet<RaRecord['id']>, records: readonly RaRecord[]): RaRecord[] {
  const byId = new Map(records.map((record) => [String(record.id), record]));
  return [...ids].flatMap((id) => byId.get(String(id)) ?? []);
}

type GetMany = (resource: string, params: GetManyParams) => Promise<GetManyResult>;

/**
 * The records the rows point at, per resource. A look-up that fails is left out: the cells then
 * ask for it themselves, as without prefetching (the list itself never fails for it).
 */
export async function prefetchReferences(
  rows: readonly RaRecord[],
  meta: unknown,
  getMany: GetMany,
  signal?: AbortSignal,
): Promise<Record<string, RaRecord[]> | undefined> {
  const parsed = metaSchema.safeParse(meta);
  if (!parsed.success || parsed.data.prefetch.length === 0 || rows.length === 0) return undefined;
  const wanted = [...referencedIds(rows, parsed.data.prefetch)];
  const found = await Promise.all(
    wanted.map(([resource, ids]) =>
      getMany(resource, { ids: [...ids], signal }).then(
        (result) => [resource, inOrderOf(ids, result.data)] as const,
        () => undefined,
      ),
    ),
  );
  return Object.fromEntries(found.filter((entry) => entry !== undefined));
}
