import { webhookSchema, type CreateWebhookRequest, type Webhook } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';
import { webhooksQueryOptions } from './get-webhooks';

/** POST /league/{leagueId}/webhooks (commissioner). */
export function createWebhook(leagueId: number, request: CreateWebhookRequest): Promise<Webhook> {
  return apiRequest(`/league/${leagueId}/webhooks`, { method: 'POST', body: request, schema: webhookSchema });
}

export function useCreateWebhook(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateWebhookRequest) => createWebhook(leagueId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(leagueId).queryKey }),
  });
}
