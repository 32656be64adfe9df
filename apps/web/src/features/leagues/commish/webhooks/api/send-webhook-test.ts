import { okSchema } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';
import { webhookDeliveriesQueryOptions } from './get-webhook-deliveries';

/** POST /league/{leagueId}/webhooks/{webhookId}/test (commissioner): queues a test event. */
export function sendWebhookTest(leagueId: number, webhookId: number) {
  return apiRequest(`/league/${leagueId}/webhooks/${webhookId}/test`, { method: 'POST', schema: okSchema });
}

export function useSendWebhookTest(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: number) => sendWebhookTest(leagueId, webhookId),
    onSuccess: (_, webhookId) =>
      queryClient.invalidateQueries({
        queryKey: webhookDeliveriesQueryOptions(leagueId, webhookId).queryKey,
      }),
  });
}
