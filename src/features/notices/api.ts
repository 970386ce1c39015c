import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, Notice } from '../../../dataProvider';
import { useBackgroundDataProvider } from '../../platform/background';
import { STAT_COUNTS_KEY } from '../../platform/counters';
import { defineMutation, useAppMutation } from '../../platform/mutations';
import { useLiveSocketOpen } from '../calls/api';

/** Query keys of the notices domain; the live socket (issue 12) invalidates them. */
export const noticeKeys = {
  all: ['notices'] as const,
  list: (read: 0 | 1) => ['notices', 'list', read] as const,
  unreadCount: ['notices', 'unread-count'] as const,
  remark: ['notices', 'remark'] as const,
  mustHandle: ['notices', 'must-handle'] as const,
};

/** The unread count of the message icon's badge (a background poll). */
export function useUnreadNoticeCount() {
  const dataProvider = useBackgroundDataProvider();
  // While the live socket is up the server pushes notices: no polling.
  const live = useLiveSocketOpen();
  return useQuery({
    queryKey: noticeKeys.unreadCount,
    queryFn: async () => (await dataProvider.listNotices({ read: 0, page: 1 })).total,
    refetchInterval: live ? false : 60_000,
    throwOnError: false,
    retry: false,
  });
}

/** Pages of 10 notices (S19), unread (0) or read (1), loaded one after another. */
export function useNoticePages(read: 0 | 1, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useInfiniteQuery({
    queryKey: noticeKeys.list(read),
    queryFn: ({ pageParam }) => dataProvider.listNotices({ read, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return last.data.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
    enabled,
    throwOnError: false,
    retry: false,
  });
}

/** Writes of the notices domain (S05): each one refreshes every notice query. */
export const noticeWrites = {
  markRead: defineMutation<Notice['id']>({
    name: 'notices.markRead',
    call: (dp, id) => dp.markNoticeRead(id),
    invalidate: [noticeKeys.all],
    refresh: false,
  }),
  /** No values: `null`. */
  markAllRead: defineMutation<null>({
    name: 'notices.markAllRead',
    call: (dp) => dp.markAllNoticesRead(),
    done: 'app.notices.marked_all_read',
    invalidate: [noticeKeys.all],
    refresh: false,
  }),
};

export const useMarkNoticeRead = () => useAppMutation(noticeWrites.markRead);
export const useMarkAllNoticesRead = () => useAppMutation(noticeWrites.markAllRead);

/** A notice pushed over the live socket: the drawer, its badge, the counters and the banners refresh. */
export function useNoticesPushed(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
    void queryClient.invalidateQueries({ queryKey: STAT_COUNTS_KEY });
  };
}

/** The new-remarks banner's notice (S21), polled every minute. */
export function useRemarkNotice(enabled: boolean) {
  const dataProvider = useBackgroundDataProvider();
  const live = useLiveSocketOpen();
  return useQuery({
    queryKey: noticeKeys.remark,
    queryFn: () => dataProvider.getRemarkNotice(),
    enabled,
    refetchInterval: live ? false : 60_000,
    throwOnError: false,
    retry: false,
  });
}

/** The must-handle tips of the home page (S13). */
export function useMustHandleTips(enabled: boolean) {
  const dataProvider = useBackgroundDataProvider();
  return useQuery({
    queryKey: noticeKeys.mustHandle,
    queryFn: () => dataProvider.getMustHandleTips(),
    enabled,
    staleTime: Infinity,
    throwOnError: false,
    retry: false,
  });
}
