import { messageSchema, type Message, type SendMessageRequest } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { addMessage } from '../inbox-cache';
import { INBOX_QUERY_KEY } from './get-inbox';

/** POST /message/send (201 with the stored message). The server trims and checks the content. */
export function sendMessage(request: SendMessageRequest): Promise<Message> {
  return apiRequest('/message/send', { method: 'POST', body: request, schema: messageSchema });
}

/** SPEC §4: sending appends to the thread, then the thread is refreshed. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      addMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
    },
  });
}
