import { Button, Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core';
import {
  createWebhookRequestSchema,
  WEBHOOK_FORMAT_LABELS,
  WEBHOOK_FORMATS,
  WEBHOOK_KIND_LABELS,
  WEBHOOK_KINDS,
  type WebhookFormat,
  type WebhookKind,
} from '@rinkside/domain';
import { useState, type FormEvent } from 'react';
import { ApiRequestError, errorMessage } from '../../../../lib/http';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useCreateWebhook } from './api/create-webhook';

const FORMAT_HINTS: Record<WebhookFormat, string> = {
  discord: "Paste a Discord channel's webhook URL; events arrive as embeds.",
  json: 'Any public https server; each POST is signed with the secret shown after adding.',
};

/** Add a webhook: its address, the format it takes and the kinds of event it gets. */
export function WebhookForm({ leagueId }: { leagueId: number }) {
  const [url, setUrl] = useState('');
  const [format, setFormat] = useState<WebhookFormat>('discord');
  const [kinds, setKinds] = useState<WebhookKind[]>([...WEBHOOK_KINDS]);
  const [touched, setTouched] = useState(false);
  // The server's reason for refusing the address (a private address, plain http): shown at the field
  // until the address changes.
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateWebhook(leagueId);
  const parsed = createWebhookRequestSchema.safeParse({ url, format, kinds });
  const issueOf = (field: string) =>
    parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
  const urlError = touched && url.trim() !== '' ? issueOf('url') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess('Webhook added. Send a test to check it.');
        setUrl('');
        setTouched(false);
      },
      onError: (error) => {
        const message = errorMessage(error, 'Failed to add the webhook.');
        if (error instanceof ApiRequestError && error.status === 400) setRefusal(message);
        else notifyError(message);
      },
    });
  };

  return (
    <form onSubmit={submit} aria-label="Add a webhook" noValidate>
      <Stack gap="sm">
        <TextInput
          label="Webhook URL"
          placeholder="https://discord.com/api/webhooks/…"
          type="url"
          value={url}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setRefusal(null);
          }}
          onBlur={() => setTouched(true)}
          error={urlError?.replace(/^url: /, '') ?? refusal}
          required
        />
        <Radio.Group
          label="Format"
          description={FORMAT_HINTS[format]}
          value={format}
          onChange={(value) => setFormat(value as WebhookFormat)}
        >
          <Group gap="lg" mt={6}>
            {WEBHOOK_FORMATS.map((f) => (
              <Radio key={f} value={f} label={WEBHOOK_FORMAT_LABELS[f]} />
            ))}
          </Group>
        </Radio.Group>
        <Checkbox.Group
          label="Events"
          value={kinds}
          onChange={(value) => setKinds(value as WebhookKind[])}
          error={kinds.length === 0 ? 'Choose at least one kind of event.' : undefined}
        >
          <Group gap="lg" mt={6}>
            {WEBHOOK_KINDS.map((kind) => (
              <Checkbox key={kind} value={kind} label={WEBHOOK_KIND_LABELS[kind]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button type="submit" disabled={!parsed.success} loading={create.isPending}>
            Add webhook
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
