import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider';
import { defineMutation, useAppMutation } from '../../../platform/mutations';
import { customerKeys } from './keys';

/** Options rarely change: one request per list page, kept for half an hour. */
const OPTIONS_STALE_TIME = 30 * 60_000;

/** Every matchmaker, grouped (filters and choosers); kept for a few minutes. */
export const matchmakerGroupsQuery = (dataProvider: AppDataProvider) =>
  queryOptions({
    queryKey: customerKeys.matchmakerGroups,
    queryFn: () => dataProvider.matchmakerGroups(),
    staleTime: 5 * 60_000,
  });

/** Spec §7 `GET option-list`: channels (tree), features, packages, user tags and statuses. */
const filterOptionsQuery = (dataProvider: AppDataProvider) =>
  queryOptions({
    queryKey: customerKeys.filterOptions,
    queryFn: () => dataProvider.filterOptions(),
    staleTime: OPTIONS_STALE_TIME,
  });

/** Spec §7 `GET tag/option-list`: the customer tags. */
const tagOptionsQuery = (dataProvider: AppDataProvider) =>
  queryOptions({
    queryKey: customerKeys.tagOptions,
    queryFn: () => dataProvider.tagOptions(),
    staleTime: OPTIONS_STALE_TIME,
  });

export function useMatchmakerGroups() {
  return useQuery(matchmakerGroupsQuery(useDataProvider<AppDataProvider>()));
}

export function useFilterOptions() {
  return useQuery(filterOptionsQuery(useDataProvider<AppDataProvider>()));
}

export function useTagOptions() {
  return useQuery(tagOptionsQuery(useDataProvider<AppDataProvider>()));
}

/**
 * Asks for the filter panel's option lists ahead of it (issue 8): the panel's inputs then render
 * once, with their options. Asked for by the inputs themselves, each answer came after they had
 * mounted and rendered them all again in one blocking update (~150 ms on a 100-row list).
 */
export function usePrefetchFilterOptions(): () => void {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.prefetchQuery(filterOptionsQuery(dataProvider));
    void queryClient.prefetchQuery(tagOptionsQuery(dataProvider));
    void queryClient.prefetchQuery(matchmakerGroupsQuery(dataProvider));
  }, [dataProvider, queryClient]);
}

/** The other customers with the same phone as customer `id` (never the phone itself). */
export function useSamePhoneCustomers(id: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: customerKeys.samePhone(id),
    queryFn: () => dataProvider.samePhoneCustomers(id),
    retry: false,
  });
}

/** Lookups sent as a POST: they change nothing, so nothing is asked again. */
export const lookupWrites = {
  /** The header search (spec §2): a user number or phone → the customer's id (`undefined`: none). */
  numberSearch: defineMutation<string, Awaited<ReturnType<AppDataProvider['searchCustomerNumber']>>>({
    name: 'customer.numberSearch',
    call: (dp, number) => dp.searchCustomerNumber(number),
    refresh: false,
  }),
};

export const useCustomerNumberSearch = () => useAppMutation(lookupWrites.numberSearch);
