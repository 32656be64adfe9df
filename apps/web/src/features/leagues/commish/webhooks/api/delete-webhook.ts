import { okSchema } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';
import { webhooksQueryOptions } from './get-webhooks';

/** DELETE /league/{leagueId}/webhooks/{webhookId} (commissioner): the webhook and its deliveries. */
export function deleteWebhook(leagueId: number, webhookId: number) {
  return apiRequest(`/league/${leagueId}/webhooks/${webhookId}`, { method: 'DELETE', schema: okSchema });
}

export function useDeleteWebhook(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: number) => deleteWebhook(leagueId, webhookId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(leagueId).queryKey }),
  });
}
