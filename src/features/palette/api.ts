import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { useAppMutation } from '../../platform/mutations';
import { customerKeys, lookupWrites } from '../customer/api';

/** A customer as the palette lists it: what the customer list answers (the phone masked there). */
export interface CustomerHit {
  id: number;
  name?: string;
  number?: string;
  phone?: string;
}

/** How many customers the palette shows for a search. */
export const CUSTOMER_HITS = 6;

/**
 * Customers whose number, name or another text field holds `query`: the customer list's own
 * keyword search (`GET customer?keyword=`), scoped by the server to the customers the user may see.
 * Kept under the customer lists' key, so a change to a customer asks it again.
 */
export function usePaletteCustomers(query: string, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...customerKeys.customers, 'palette', query],
    queryFn: async ({ signal }) =>
      (
        await dataProvider.getList<CustomerHit & { id: number }>('customer', {
          filter: { q: query },
          pagination: { page: 1, perPage: CUSTOMER_HITS },
          sort: { field: 'id', order: 'DESC' },
          signal,
        })
      ).data,
    enabled: enabled && query !== '',
    staleTime: 30_000,
    retry: false,
    throwOnError: false,
  });
}

/**
 * The header search's request (spec §2 `customer/number-search`): a user number or a full phone
 * number → the customer's id (`undefined`: none). A phone search is recorded by the server, so it
 * is sent only when the user picks it; a failure is shown in the palette, not as a notification.
 */
export const useNumberLookup = () => useAppMutation(lookupWrites.numberSearch, { notifyError: false });
