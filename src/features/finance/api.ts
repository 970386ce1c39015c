import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

/** Query keys of the finance domain. */
export const financeKeys = {
  balance: (storeId: number | string | null | undefined) => ['finance', 'balance', storeId ?? null] as const,
};

/** The finance drawer's figures (spec §3 finance balance), loaded while the drawer is open. */
export function useFinanceBalance(storeId: number | string | null | undefined, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: financeKeys.balance(storeId),
    queryFn: () => dataProvider.getFinanceBalance(storeId),
    enabled,
    throwOnError: false,
    retry: false,
  });
}
