import { Group, Stack, Text } from '@mantine/core';
import { formatRelativeDate, type WebhookDelivery } from '@rinkside/domain';
import { EmptyText, QueryBody } from '../../components/section-card';
import { useWebhookDeliveries } from './api/get-webhook-deliveries';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { PlainList } from '../../../../components/plain-list';

/** The webhook's last deliveries, newest first: what was sent, how it went and why it failed. */
export function WebhookDeliveries({ leagueId, webhookId }: { leagueId: number; webhookId: number }) {
  const query = useWebhookDeliveries(leagueId, webhookId, true);
  return (
    <QueryBody query={query} errorTitle="Failed to load deliveries" rows={2}>
      {() =>
        query.data?.deliveries.length ? (
          <PlainList label="Last deliveries" gap={6} ordered>
            {query.data.deliveries.map((delivery) => (
              <DeliveryRow key={delivery.id} delivery={delivery} />
            ))}
          </PlainList>
        ) : (
          <EmptyText>Nothing sent yet. Send a test, or wait for the league's next event.</EmptyText>
        )
      }
    </QueryBody>
  );
}

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const now = new Date();
  const when = delivery.deliveredAt ?? delivery.createdAt;
  return (
    <li>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <DeliveryStatusBadge status={delivery.status} attempts={delivery.attempts} />
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {delivery.kind === 'test' ? 'Test event' : delivery.title}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} title={when}>
              {formatRelativeDate(new Date(when), now)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {describeAttempts(delivery, now)}
          </Text>
          {delivery.lastError && delivery.status !== 'delivered' && (
            <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
              {delivery.lastError}
            </Text>
          )}
        </Stack>
      </Group>
    </li>
  );
}

function describeAttempts(delivery: WebhookDelivery, now: Date): string {
  const tries = `${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`;
  const code = delivery.lastStatusCode === null ? '' : ` · HTTP ${delivery.lastStatusCode}`;
  if (delivery.status === 'pending' && delivery.attempts === 0) return 'Waiting to be sent';
  if (delivery.status === 'pending' && delivery.nextAttemptAt) {
    return `${tries}${code} · next try ${formatRelativeDate(new Date(delivery.nextAttemptAt), now)}`;
  }
  if (delivery.status === 'failed') return `${tries}${code} · given up`;
  return `${tries}${code}`;
}
