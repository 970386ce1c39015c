import type { AxiosInstance } from 'axios';
import type { GetListParams, GetListResult } from 'ra-core';

/**
 * A list's first page asked for while the admin's chunks load (issue 8), not once the admin has
 * rendered: the app's data provider (same HTTP client) serves the list's first `getList` with it
 * when that asks exactly the same.
 */
interface EarlyList {
  client: AxiosInstance;
  resource: string;
  key: string;
  result: Promise<GetListResult>;
}

let early: EarlyList | undefined;

type ListRequest = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

/** The same value with every object's keys in order (two equal requests, one key). */
function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordered);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, ordered((value as Record<string, unknown>)[key])]),
  );
}

const keyOf = (resource: string, { pagination, sort, filter, meta }: ListRequest) =>
  JSON.stringify(ordered({ resource, pagination, sort, filter, meta }));

/**
 * Keeps the answer of a `getList` sent early, for the app's data provider on `client`. A failure
 * stays quiet until a list takes it over.
 */
export function holdEarlyList(
  client: AxiosInstance,
  resource: string,
  params: ListRequest,
  result: Promise<GetListResult>,
): void {
  result.catch(() => undefined);
  early = { client, resource, key: keyOf(resource, params), result };
}

/**
 * The early answer for this call, once: the first `getList` of the resource takes it if it asks
 * the same, and drops it otherwise (a later call never gets an old page).
 */
export function takeEarlyList(
  client: AxiosInstance,
  resource: string,
  params: ListRequest,
): Promise<GetListResult> | undefined {
  const pending = early;
  if (!pending || pending.client !== client || pending.resource !== resource) return undefined;
  early = undefined;
  return pending.key === keyOf(resource, params) ? pending.result : undefined;
}
