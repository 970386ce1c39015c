import { useMemo } from 'react';
import { useFilterOptions, useTagOptions } from '../api';
import type { OptionList } from './filterModel';

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
