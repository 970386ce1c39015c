import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS } from '../paths';
import { request, unwrapData } from './request';

/**
 * `GET get-stat-count` (spec §3, §7): the numeric counters of the answer (`{ data }` or bare);
 * anything that is not a number is dropped.
 */
export const statCountsSchema = z.preprocess(
  unwrapData,
  z
    .record(z.string(), z.unknown())
    .catch({})
    .transform((raw): Readonly<Record<string, number>> => {
      const out: Record<string, number> = {};
      for (const [key, value] of Object.entries(raw)) {
        const n = Number(value);
        if (value !== null && value !== '' && Number.isFinite(n)) out[key] = n;
      }
      return out;
    }),
);

export type StatCounts = z.infer<typeof statCountsSchema>;

export function counterMethods(client: AxiosInstance) {
  return {
    /** Menu badges and the missed-call banner (S12, S21). */
    getStatCounts: () => request(client, 'GET', API_PATHS.counters.statCount, statCountsSchema),
  };
}
