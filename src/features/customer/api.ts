import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

/** The header search (spec §2): a user number or phone → the customer's id (`undefined`: none). */
export function useCustomerNumberSearch() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useMutation({ mutationFn: (number: string) => dataProvider.searchCustomerNumber(number) });
}

/** Query key of the grouped matchmaker list (spec §7 "Matchmaker list: page 0 with tree=1"). */
export const MATCHMAKER_GROUPS_KEY = ['worker', 'matchmakerGroups'] as const;

/** Every matchmaker, grouped (filters and choosers); kept for a few minutes. */
export const matchmakerGroupsQuery = (dataProvider: AppDataProvider) =>
  queryOptions({
    queryKey: MATCHMAKER_GROUPS_KEY,
    queryFn: () => dataProvider.matchmakerGroups(),
    staleTime: 5 * 60_000,
  });

export function useMatchmakerGroups() {
  return useQuery(matchmakerGroupsQuery(useDataProvider<AppDataProvider>()));
}
