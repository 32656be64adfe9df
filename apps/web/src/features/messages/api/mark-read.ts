import { messageSchema, type Message } from '@rinkside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { apiRequest } from '../../../lib/http';
import { markMessagesRead } from '../inbox-cache';

/** PUT /message/{id}/read: only the receiver may mark a message read. */
export function markMessageRead(messageId: number): Promise<Message> {
  return apiRequest(`/message/${messageId}/read`, { method: 'PUT', schema: messageSchema });
}

/**
 * SPEC §4: opening a conversation marks the partner's unread messages read, one PUT each.
 * The cache is updated at once so the badges clear; a failure is only logged (SPEC §8).
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const inFlight = useRef(new Set<number>());
  return useCallback(
    (messageIds: readonly number[]) => {
      // Also when a refetch raced a PUT still in flight: the cache must not show them unread again.
      markMessagesRead(queryClient, messageIds);
      const fresh = messageIds.filter((id) => !inFlight.current.has(id));
      for (const id of fresh) {
        inFlight.current.add(id);
        markMessageRead(id)
          .catch((error: unknown) => console.warn(`Could not mark message ${id} read`, error))
          .finally(() => inFlight.current.delete(id));
      }
    },
    [queryClient],
  );
}
