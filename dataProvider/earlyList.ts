import type { AxiosInstance } from 'axios';
import type { GetListParams, GetListResult } from 'ra-core';

type ListRequest = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

/** The early page once its answer is in: what was asked and what came back. */
export interface EarlyListAnswer {
  resource: string;
  params: ListRequest;
  result: GetListResult;
}

/**
 * A list's first page asked for while the admin's chunks load (issue 8), not once the admin has
 * rendered: once in, it is handed to those waiting for it (the admin's query cache, so the list
 * renders its rows in its first render); until then, the app's data provider (same HTTP client)
 * serves the list's first `getList` with it when that asks exactly the same.
 */
interface EarlyList {
  client: AxiosInstance;
  resource: string;
  params: ListRequest;
  key: string;
  result: Promise<GetListResult>;
  answer?: EarlyListAnswer;
  listeners: ((answer: EarlyListAnswer) => void)[];
}

let early: EarlyList | undefined;

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
  const held: EarlyList = { client, resource, params, key: keyOf(resource, params), result, listeners: [] };
  early = held;
  result.then(
    (answered) => {
      // Taken by a list meanwhile: that list has it.
      if (early !== held) return;
      held.answer = { resource, params, result: answered };
      handOver(held);
    },
    () => undefined,
  );
}

/** Gives the answer to those waiting for it, if any: it is theirs then, never served again. */
function handOver(held: EarlyList): void {
  if (!held.answer || held.listeners.length === 0) return;
  early = undefined;
  for (const listener of held.listeners.splice(0)) listener(held.answer);
}

/**
 * Calls `listener` with the early page of `client` once its answer is in (at once if it is), unless
 * a list takes it over first; the answer is the listener's then (a later `getList` asks the server).
 * A failed request calls nothing: the list asks again and shows why.
 */
export function listenEarlyList(client: AxiosInstance, listener: (answer: EarlyListAnswer) => void): void {
  const held = early;
  if (!held || held.client !== client) return;
  held.listeners.push(listener);
  handOver(held);
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
