import { notificationPageSchema, type NotificationPage } from '@rinkside/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /notifications: the user's notifications newest first, twenty at a time, with the unread count. */
export function getNotifications(cursor: string | null): Promise<NotificationPage> {
  const query = cursor === null ? '' : `?cursor=${encodeURIComponent(cursor)}`;
  return apiRequest(`/notifications${query}`, { schema: notificationPageSchema });
}

/** One cache entry for the bell's count and its list; live events invalidate it. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

// Live events keep the count current; the interval only catches up if the event stream is down.
const REFETCH_MS = 60_000;

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: REFETCH_MS,
  });

export function useNotifications(enabled = true) {
  return useInfiniteQuery({ ...notificationsQueryOptions(), enabled });
}
