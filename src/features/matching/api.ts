import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, InviteBody, MatchPair, MatchQuery } from '../../../dataProvider';
import { defineMutation, useAppMutation } from '../../platform/mutations';

/** Query keys of the matching center (a change to a member refreshes `matchKeys.member(id)`). */
export const matchKeys = {
  member: (id: number) => ['matching', id] as const,
  search: (query: MatchQuery) => ['matching', query.customer_id, 'search', query] as const,
  backups: (id: number) => ['matching', id, 'backups'] as const,
  delivery: (date: string) => ['matching', 'delivery', date] as const,
  deliveryStat: (start: string, end: string) => ['matching', 'delivery-stat', start, end] as const,
  wall: ['matching', 'guest-wall'] as const,
};

/** Errors stay where the data is shown (its error and Retry), never a toast or a boundary. */
const quiet = { throwOnError: false, retry: false } as const;

export function useMatchSearch(query: MatchQuery | undefined) {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: query ? matchKeys.search(query) : ['matching', 'none'],
    queryFn: () => (query ? dp.matchSearch(query) : Promise.reject(new Error('no member'))),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    ...quiet,
  });
}

export function useBackups(customerId: number | undefined) {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: matchKeys.backups(customerId ?? 0),
    queryFn: () => dp.matchBackupList(customerId ?? 0),
    enabled: customerId !== undefined,
    ...quiet,
  });
}

/** The members recommended on a day to the caller's members (`daily-delivery`). */
export function useDailyDelivery(date: string) {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: matchKeys.delivery(date), queryFn: () => dp.dailyDelivery(date), ...quiet });
}

/** The recommendations by day and matchmaker over a date range. */
export function useDeliveryStat(start: string, end: string) {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: matchKeys.deliveryStat(start, end),
    queryFn: () => dp.deliveryStat({ start_date: start, end_date: end }),
    ...quiet,
  });
}

/** The members featured on the guest wall, in order. */
export function useGuestWall() {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: matchKeys.wall, queryFn: () => dp.guestWall(), ...quiet });
}

/** A change to a member's matching (ignore, backup, invite): its results and backups reload. */
const ofMember = (customerId: number) => [matchKeys.member(customerId)];

/** Writes of the matching center (the mutation table test walks each one). */
export const matchingWrites = {
  ignore: defineMutation<{ pair: MatchPair; cancel: boolean }>({
    name: 'matching.ignore',
    call: (dp, { pair, cancel }) => dp.matchIgnore(pair, cancel),
    invalidate: ({ pair }) => ofMember(pair.customer_id),
    refresh: false,
  }),
  backup: defineMutation<{ pair: MatchPair; remove: boolean }>({
    name: 'matching.backup',
    call: (dp, { pair, remove }) => dp.matchBackup(pair, remove),
    invalidate: ({ pair }) => ofMember(pair.customer_id),
    refresh: false,
  }),
  invite: defineMutation<{ body: InviteBody; name: string }>({
    name: 'matching.invite',
    call: (dp, { body }) => dp.createInvite(body),
    done: (_r, { name }) => ({ message: 'app.matching.invite.success', args: { name } }),
    invalidate: ({ body }) => ofMember(body.customer_id),
    refresh: false,
  }),
  wallAdd: defineMutation<{ customer_id: number }>({
    name: 'matching.wallAdd',
    call: (dp, { customer_id }) => dp.guestWallAdd(customer_id),
    invalidate: [matchKeys.wall],
    refresh: false,
  }),
  wallRemove: defineMutation<{ wall_id: number }>({
    name: 'matching.wallRemove',
    call: (dp, { wall_id }) => dp.guestWallDel(wall_id),
    invalidate: [matchKeys.wall],
    refresh: false,
  }),
  wallSort: defineMutation<{ ids: readonly number[] }>({
    name: 'matching.wallSort',
    call: (dp, { ids }) => dp.guestWallSort(ids),
    invalidate: [matchKeys.wall],
    refresh: false,
  }),
};

export const useIgnore = () => useAppMutation(matchingWrites.ignore);
export const useBackup = () => useAppMutation(matchingWrites.backup);
/** The invitation dialog shows a failure itself, above its kept values. */
export const useInvite = () => useAppMutation(matchingWrites.invite, { notifyError: false });
export const useWallAdd = () => useAppMutation(matchingWrites.wallAdd);
export const useWallRemove = () => useAppMutation(matchingWrites.wallRemove);
export const useWallSort = () => useAppMutation(matchingWrites.wallSort);
