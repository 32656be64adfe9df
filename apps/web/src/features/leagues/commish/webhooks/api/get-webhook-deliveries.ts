import { webhookDeliveriesSchema, type WebhookDeliveries } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';

// While a delivery is still on its way, the list looks again this often.
const WHILE_SENDING_MS = 2_000;

/** GET /league/{leagueId}/webhooks/{webhookId}/deliveries (commissioner): the last 20, newest first. */
export function getWebhookDeliveries(leagueId: number, webhookId: number): Promise<WebhookDeliveries> {
  return apiRequest(`/league/${leagueId}/webhooks/${webhookId}/deliveries`, {
    schema: webhookDeliveriesSchema,
  });
}

export const webhookDeliveriesQueryOptions = (leagueId: number, webhookId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'webhooks', webhookId, 'deliveries'],
    queryFn: () => getWebhookDeliveries(leagueId, webhookId),
    refetchInterval: (query) => {
      const deliveries = query.state.data?.deliveries ?? [];
      const sending = deliveries.some(
        (d) => d.status === 'delivering' || (d.status === 'pending' && d.attempts === 0),
      );
      return sending ? WHILE_SENDING_MS : false;
    },
  });

export function useWebhookDeliveries(leagueId: number, webhookId: number, enabled: boolean) {
  return useQuery({ ...webhookDeliveriesQueryOptions(leagueId, webhookId), enabled });
}
