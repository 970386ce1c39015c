import { useQuery } from '@tanstack/react-query';
import { useBackgroundDataProvider } from './background';

/** Query key of the counters of `get-stat-count`: menu badges (S12) and the missed-call banner (S21). */
export const STAT_COUNTS_KEY = ['stat-count'] as const;
/** S12: menu counts refresh every 30 seconds. */
export const STAT_COUNTS_INTERVAL_MS = 30_000;

/**
 * The shared counters, refetched every 30 s in the background (never logs out or navigates,
 * issue 9). Errors are silent (spec §7: "errors passed on silently"): no notification, no error
 * boundary, the last counts stay.
 */
export function useStatCounts() {
  const dataProvider = useBackgroundDataProvider();
  return useQuery({
    queryKey: STAT_COUNTS_KEY,
    queryFn: () => dataProvider.getStatCounts(),
    refetchInterval: STAT_COUNTS_INTERVAL_MS,
    // Fresh for a while: the badges and the banner mounting one after the other ask once.
    staleTime: STAT_COUNTS_INTERVAL_MS / 3,
    throwOnError: false,
    retry: false,
    meta: { silent: true },
  });
}
