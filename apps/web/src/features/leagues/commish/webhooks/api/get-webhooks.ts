import { webhookListSchema, type WebhookList } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';

/** GET /league/{leagueId}/webhooks (commissioner): the league's webhooks with their secrets. */
export function getWebhooks(leagueId: number): Promise<WebhookList> {
  return apiRequest(`/league/${leagueId}/webhooks`, { schema: webhookListSchema });
}

export const webhooksQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'webhooks'],
    queryFn: () => getWebhooks(leagueId),
    enabled: leagueId > 0,
  });

export function useWebhooks(leagueId: number) {
  return useQuery(webhooksQueryOptions(leagueId));
}
