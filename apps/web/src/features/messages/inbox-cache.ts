import type { LiveEvent, Message } from '@rinkside/domain';
import type { QueryClient } from '@tanstack/react-query';
import { INBOX_QUERY_KEY } from './api/get-inbox';

/** Adds a message to the cached inbox once (the send reply and the live event both bring it). */
export function addMessage(queryClient: QueryClient, message: Message): void {
  const inbox = queryClient.getQueryData<Message[]>(INBOX_QUERY_KEY);
  if (!inbox) {
    void queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
    return;
  }
  if (inbox.some((m) => m.id === message.id)) return;
  queryClient.setQueryData<Message[]>(INBOX_QUERY_KEY, [...inbox, message]);
}

export function markMessagesRead(queryClient: QueryClient, messageIds: readonly number[]): void {
  const ids = new Set(messageIds);
  queryClient.setQueryData<Message[]>(INBOX_QUERY_KEY, (inbox) =>
    inbox?.map((m) => (ids.has(m.id) && !m.isRead ? { ...m, isRead: true } : m)),
  );
}

/**
 * A server-sent event into the cache: the inbox and the header badge update without a reload.
 * A fetch of the inbox already on its way read the database before this event happened, and its
 * answer would overwrite the event (a read tick lost until the next reload); so it is started again.
 * A read receipt for a message the cache does not hold yet is fetched, too.
 */
export function applyLiveEvent(
  queryClient: QueryClient,
  event: Extract<LiveEvent, { type: 'message' | 'read' }>,
): void {
  const fetching = queryClient.isFetching({ queryKey: INBOX_QUERY_KEY }) > 0;
  if (event.type === 'message') addMessage(queryClient, event.message);
  else markMessagesRead(queryClient, event.messageIds);
  const unknown =
    event.type === 'read' &&
    event.messageIds.some(
      (id) => !queryClient.getQueryData<Message[]>(INBOX_QUERY_KEY)?.some((m) => m.id === id),
    );
  if (fetching || unknown) void queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
}
