import type { AxiosInstance } from 'axios';
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Reads a body that comes either bare or under `data` (both shapes appear in spec §7 answers). */
export function unwrapData(body: unknown): unknown {
  return body && typeof body === 'object' && !Array.isArray(body) && 'data' in body
    ? (body as { data: unknown }).data
    : body;
}

/**
 * Sends one named call and parses its answer with the method's zod schema. GET sends `payload` as
 * the query, other methods as the JSON body. A body that does not fit the schema is an error.
 */
export async function request<S extends z.ZodType>(
  client: AxiosInstance,
  method: HttpMethod,
  url: string,
  schema: S,
  payload?: unknown,
): Promise<z.output<S>> {
  const response = await client.request<unknown>({
    method,
    url,
    params: method === 'GET' ? payload : undefined,
    data: method === 'GET' ? undefined : payload,
  });
  return schema.parse(response.data);
}

/** An answer whose content does not matter (204 → `{}`). */
export const emptyAnswer = z.unknown().transform(() => undefined);

/** An id as the API sends it. */
export const idSchema = z.union([z.number(), z.string()]);
