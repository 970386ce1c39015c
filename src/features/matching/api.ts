import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, InviteBody, MatchPair, MatchQuery } from '../../../dataProvider';

/** Query keys of the matching center (a change to a member refreshes `matchKeys.member(id)`). */
export const matchKeys = {
  member: (id: number) => ['matching', id] as const,
  search: (query: MatchQuery) => ['matching', query.customer_id, 'search', query] as const,
  backups: (id: number) => ['matching', id, 'backups'] as const,
};

export function useMatchSearch(query: MatchQuery | undefined) {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: query ? matchKeys.search(query) : ['matching', 'none'],
    queryFn: () => (query ? dp.matchSearch(query) : Promise.reject(new Error('no member'))),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    throwOnError: false,
    retry: false,
  });
}

export function useBackups(customerId: number | undefined) {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: matchKeys.backups(customerId ?? 0),
    queryFn: () => dp.matchBackupList(customerId ?? 0),
    enabled: customerId !== undefined,
    throwOnError: false,
    retry: false,
  });
}

/** A change to a member's matching (ignore, backup, invite): its results and backups reload. */
function useMemberMutation<V>(customerId: number, run: (dp: AppDataProvider, v: V) => Promise<unknown>) {
  const dp = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => run(dp, v),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchKeys.member(customerId) }),
  });
}

export const useIgnore = (customerId: number) =>
  useMemberMutation(customerId, (dp, v: { pair: MatchPair; cancel: boolean }) =>
    dp.matchIgnore(v.pair, v.cancel),
  );

export const useBackup = (customerId: number) =>
  useMemberMutation(customerId, (dp, v: { pair: MatchPair; remove: boolean }) =>
    dp.matchBackup(v.pair, v.remove),
  );

export const useInvite = (customerId: number) =>
  useMemberMutation(customerId, (dp, body: InviteBody) => dp.createInvite(body));
