import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

/** Query keys of the header's tools. */
export const adminToolKeys = {
  links: ['admin-tools', 'links'] as const,
  changeLog: ['admin-tools', 'change-log'] as const,
};

/** The site's links (`link/full`). */
export function useSiteLinks() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: adminToolKeys.links,
    queryFn: () => dataProvider.getSiteLinks(),
    retry: false,
  });
}

/** The change log, as the server sends it (`changeLogModel.newestFirst` orders it). */
export function useChangeLog() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: adminToolKeys.changeLog,
    queryFn: () => dataProvider.getChangeLog(),
    retry: false,
  });
}
