import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { WEBHOOK_FORMAT_LABELS, WEBHOOK_KIND_LABELS, type Webhook } from '@rinkside/domain';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/http';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeleteWebhook } from './api/delete-webhook';
import { useWebhookDeliveries } from './api/get-webhook-deliveries';
import { useSendWebhookTest } from './api/send-webhook-test';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { DeleteWebhookConfirm } from './delete-webhook-confirm';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookSecret } from './webhook-secret';

/** One webhook: where it sends, what, its secret, a test, its removal and its last deliveries. */
export function WebhookItem({ leagueId, webhook }: { leagueId: number; webhook: Webhook }) {
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sendTest = useSendWebhookTest(leagueId);
  const remove = useDeleteWebhook(leagueId);
  const deliveriesId = `webhook-${webhook.id}-deliveries`;
  // Once the deliveries are open, the newest one's status is fresher than the list's.
  const deliveries = useWebhookDeliveries(leagueId, webhook.id, showDeliveries);
  const latest = deliveries.data?.deliveries[0];
  const lastStatus = latest ? latest : webhook.lastStatus && { status: webhook.lastStatus, attempts: 0 };

  const test = () =>
    sendTest.mutate(webhook.id, {
      onSuccess: () => {
        setShowDeliveries(true);
        notifySuccess('Test event queued; it is sent within seconds.');
      },
      onError: (error) => notifyError(errorMessage(error, 'Failed to send a test.')),
    });
  const confirmRemove = () =>
    remove.mutate(webhook.id, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess('Webhook removed.');
      },
      onError: (error) => notifyError(errorMessage(error, 'Failed to remove the webhook.')),
    });

  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={`Webhook to ${webhook.url}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {webhook.url}
          </Text>
          {lastStatus && <DeliveryStatusBadge status={lastStatus.status} attempts={lastStatus.attempts} />}
        </Group>
        <Group gap={6}>
          <Badge variant="outline" size="sm" color="gray">
            {WEBHOOK_FORMAT_LABELS[webhook.format]}
          </Badge>
          {webhook.kinds.map((kind) => (
            <Badge key={kind} variant="light" size="sm">
              {WEBHOOK_KIND_LABELS[kind]}
            </Badge>
          ))}
        </Group>
        {webhook.format === 'json' && <WebhookSecret secret={webhook.secret} />}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} />}
            loading={sendTest.isPending}
            onClick={test}
            aria-label={`Send a test to ${webhook.url}`}
          >
            Send test
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-expanded={showDeliveries}
            aria-controls={deliveriesId}
            onClick={() => setShowDeliveries((value) => !value)}
          >
            {showDeliveries ? 'Hide deliveries' : 'Show deliveries'}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => setConfirming(true)}
            aria-label={`Delete the webhook to ${webhook.url}`}
          >
            Delete
          </Button>
        </Group>
        <div id={deliveriesId} hidden={!showDeliveries}>
          {showDeliveries && <WebhookDeliveries leagueId={leagueId} webhookId={webhook.id} />}
        </div>
      </Stack>
      <DeleteWebhookConfirm
        url={webhook.url}
        opened={confirming}
        deleting={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmRemove}
      />
    </Paper>
  );
}
