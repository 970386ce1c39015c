import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

/** The header search (spec §2): a user number or phone → the customer's id (`undefined`: none). */
export function useCustomerNumberSearch() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useMutation({ mutationFn: (number: string) => dataProvider.searchCustomerNumber(number) });
}
