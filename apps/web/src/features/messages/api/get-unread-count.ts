import { unreadCount } from '@rinkside/domain';
import { useQuery } from '@tanstack/react-query';
import { inboxQueryOptions } from './get-inbox';

// Live events keep the count current; the interval only catches up if the event stream is down.
const UNREAD_REFETCH_MS = 60_000;

/**
 * SPEC §4: unread = messages to the user with isRead false, derived from the shared inbox query.
 * A failed load (a 401 included) shows no badge, silently.
 */
export function useUnreadCount(userId: number | undefined) {
  const query = useQuery({
    ...inboxQueryOptions(),
    select: (messages) => unreadCount(messages, userId ?? 0),
    enabled: userId !== undefined,
    refetchInterval: UNREAD_REFETCH_MS,
  });
  return query.data ?? 0;
}
