import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider';
import type { OptionList } from './filterModel';

/** Options rarely change: one request per list page, kept for half an hour. */
const STALE_TIME = 30 * 60_000;

/** Spec §7 `GET option-list`: channels (tree), features, packages, user tags and statuses. */
export function useFilterOptions() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['customer', 'filterOptions'],
    queryFn: () => dataProvider.filterOptions(),
    staleTime: STALE_TIME,
  });
}

/** Spec §7 `GET tag/option-list`: the customer tags. */
export function useTagOptions() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['customer', 'tagOptions'],
    queryFn: () => dataProvider.tagOptions(),
    staleTime: STALE_TIME,
  });
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
