import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** Counters of `GET get-stat-count` (spec §3, §7): menu badges and the missed-call banner. */
export type StatCounts = Readonly<Record<string, number>>;

export const STAT_COUNTS_KEY = ['stat-count'] as const;
/** S12: menu counts refresh every 30 seconds. */
export const STAT_COUNTS_INTERVAL_MS = 30_000;

/** Reads the numeric counters of the answer (`{ data: {...} }` or bare); anything else is dropped. */
export function toStatCounts(body: unknown): StatCounts {
  const raw = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
  if (!raw || typeof raw !== 'object') return {};
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(raw)) {
    const n = Number(value);
    if (value !== null && value !== '' && Number.isFinite(n)) out[key] = n;
  }
  return out;
}

/**
 * The shared counters, refetched every 30 s. Errors are silent (spec §7: "errors passed on
 * silently"): no notification, no error boundary, the last counts stay.
 */
export function useStatCounts() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: STAT_COUNTS_KEY,
    queryFn: async () => toStatCounts(await dataProvider.call('GET', 'get-stat-count')),
    refetchInterval: STAT_COUNTS_INTERVAL_MS,
    throwOnError: false,
    retry: false,
    meta: { silent: true },
  });
}
