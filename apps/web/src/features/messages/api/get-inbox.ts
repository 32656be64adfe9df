import { inboxSchema, type Message } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /message/inbox: the signed-in user's messages, sent and received, oldest first (SPEC §7). */
export function getInbox(): Promise<Message[]> {
  return apiRequest('/message/inbox', { schema: inboxSchema });
}

/** One cache entry for the inbox page, the header's unread badge and the live events. */
export const INBOX_QUERY_KEY = ['messages', 'inbox'] as const;

export const inboxQueryOptions = () => queryOptions({ queryKey: INBOX_QUERY_KEY, queryFn: getInbox });

export function useInbox() {
  return useQuery(inboxQueryOptions());
}
