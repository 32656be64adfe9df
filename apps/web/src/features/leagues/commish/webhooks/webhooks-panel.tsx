import { Divider, Stack, Text } from '@mantine/core';
import { EmptyText, QueryBody, SectionCard } from '../../components/section-card';
import { useWebhooks } from './api/get-webhooks';
import { WebhookForm } from './webhook-form';
import { WebhookItem } from './webhook-item';
import { PlainList } from '../../../../components/plain-list';

/** Commissioner Tools' Webhooks: where the league's results, GM changes, phases and awards are posted. */
export function WebhooksPanel({ leagueId }: { leagueId: number }) {
  const query = useWebhooks(leagueId);
  return (
    <SectionCard title="Webhooks">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Post the league's news to a Discord channel, or to any server as signed JSON.
        </Text>
        <QueryBody query={query} errorTitle="Failed to load webhooks" rows={2}>
          {() =>
            query.data?.webhooks.length ? (
              <PlainList label="Webhooks">
                {query.data.webhooks.map((webhook) => (
                  <WebhookItem key={webhook.id} leagueId={leagueId} webhook={webhook} />
                ))}
              </PlainList>
            ) : (
              <EmptyText>No webhooks yet. Add one below.</EmptyText>
            )
          }
        </QueryBody>
        <Divider label="Add a webhook" labelPosition="left" />
        <WebhookForm leagueId={leagueId} />
      </Stack>
    </SectionCard>
  );
}
