import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

interface InboxEntry {
  receiverId: number;
  isRead: boolean;
}

function isInboxEntry(value: unknown): value is InboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.receiverId === 'number' && typeof entry.isRead === 'boolean';
}

/** SPEC §4: unread = messages received by the user with isRead false, from GET /message/inbox. */
export async function getUnreadCount(userId: number): Promise<number> {
  const inbox = await apiRequest<unknown>('/message/inbox');
  if (!Array.isArray(inbox)) return 0;
  return inbox.filter((m) => isInboxEntry(m) && m.receiverId === userId && !m.isRead).length;
}

export const unreadCountQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['messages', 'unread-count', userId],
    // Any failure (the inbox may not exist yet, or a 401) counts as nothing unread, silently.
    queryFn: () => getUnreadCount(userId).catch(() => 0),
    retry: false,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

export function useUnreadCount(userId: number | undefined) {
  const query = useQuery({ ...unreadCountQueryOptions(userId ?? 0), enabled: userId !== undefined });
  return query.data ?? 0;
}
