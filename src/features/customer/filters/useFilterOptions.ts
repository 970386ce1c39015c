import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider';
import { matchmakerGroupsQuery } from '../api';
import type { OptionList } from './filterModel';

/** Options rarely change: one request per list page, kept for half an hour. */
const STALE_TIME = 30 * 60_000;

/** Spec §7 `GET option-list`: channels (tree), features, packages, user tags and statuses. */
const filterOptionsQuery = (dataProvider: AppDataProvider) =>
  queryOptions({
    queryKey: ['customer', 'filterOptions'],
    queryFn: () => dataProvider.filterOptions(),
    staleTime: STALE_TIME,
  });

/** Spec §7 `GET tag/option-list`: the customer tags. */
const tagOptionsQuery = (dataProvider: AppDataProvider) =>
  queryOptions({
    queryKey: ['customer', 'tagOptions'],
    queryFn: () => dataProvider.tagOptions(),
    staleTime: STALE_TIME,
  });

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

/** An option as the inputs and chips use it: `id` is what the filter sends. */
export interface Option {
  id: number | string;
  name: string;
}

/** One option list (see `OptionList`) as `{ id, name }`, empty while it loads or when it failed. */
export function useOptionList(list: OptionList): { options: Option[]; isPending: boolean; isError: boolean } {
  const filter = useFilterOptions();
  const tags = useTagOptions();
  const options = filter.data;
  const { data: tagOptions } = tags;
  const result = useMemo<Option[]>(() => {
    switch (list) {
      case 'tag':
        return tagOptions ?? [];
      case 'channel':
        return (options?.channel ?? []).flatMap((c) => [c, ...c.child]);
      case 'feature':
        return options?.feature ?? [];
      case 'package':
        return options?.package ?? [];
      case 'user_tag':
      case 'user_status':
        return (options?.[list] ?? []).map((o) => ({ id: o.value, name: o.name }));
    }
  }, [list, options, tagOptions]);
  const { isPending, isError } = list === 'tag' ? tags : filter;
  return { options: result, isPending, isError };
}
