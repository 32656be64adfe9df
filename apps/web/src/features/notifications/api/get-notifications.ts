import { type NotificationClass, notificationPageSchema, type NotificationPage } from '@rinkside/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/**
 * GET /notifications: the user's notifications of one tab (what needs action, or news) newest first, twenty
 * at a time, with the unread counts (docs/decisions/081).
 */
export function getNotifications(tab: NotificationClass, cursor: string | null): Promise<NotificationPage> {
  const query = new URLSearchParams({ tab });
  if (cursor !== null) query.set('cursor', cursor);
  return apiRequest(`/notifications?${query.toString()}`, { schema: notificationPageSchema });
}

/** The prefix of every tab's cache entry; live events invalidate them all. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

// Live events keep the count current; the interval only catches up if the event stream is down.
const REFETCH_MS = 60_000;

export const notificationsQueryOptions = (tab: NotificationClass) =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, tab],
    queryFn: ({ pageParam }) => getNotifications(tab, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: REFETCH_MS,
  });

/** One tab of the bell; the 'action' tab's first page also carries the bell's count. */
export function useNotifications(tab: NotificationClass = 'action', enabled = true) {
  return useInfiniteQuery({ ...notificationsQueryOptions(tab), enabled });
}
