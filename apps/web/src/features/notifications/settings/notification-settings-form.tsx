import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  NOTIFICATION_GROUP_TITLES,
  NOTIFICATION_KINDS,
  notificationKindsByGroup,
  type MailDigest,
  type NotificationPreferences,
  type NotificationPreferencesRequest,
} from '@rinkside/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { DIGEST_OPTIONS } from './channel-labels';
import { KindChannelRow } from './kind-channel-row';
import classes from './notification-settings.module.css';

export const SETTINGS_SAVED = 'Your notification settings are saved.';
export const SETTINGS_SAVE_FAILED = 'Could not save your notification settings';

/** The settings that differ from the saved ones: what the PUT sends. */
function changesFrom(saved: NotificationPreferences, draft: NotificationPreferences) {
  const changes: NotificationPreferencesRequest = {};
  for (const kind of NOTIFICATION_KINDS) if (draft[kind] !== saved[kind]) changes[kind] = draft[kind];
  if (draft.digest !== saved.digest) changes.digest = draft.digest;
  return changes;
}

/** Per kind In app / In app + e-mail / Off, grouped, and how often the e-mail comes; one Save. */
export function NotificationSettingsForm({ initial }: { initial: NotificationPreferences }) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const update = useUpdateNotificationPreferences();
  const changes = changesFrom(saved, draft);
  const changed = Object.keys(changes).length > 0;
  const emailed = NOTIFICATION_KINDS.filter((kind) => draft[kind] === 'app_email').length;
  const digestHint = DIGEST_OPTIONS.find((option) => option.value === draft.digest)?.hint;

  const save = () =>
    update.mutate(changes, {
      onSuccess: (preferences) => {
        setSaved(preferences);
        setDraft(preferences);
        notifySuccess(SETTINGS_SAVED, 'Saved');
      },
    });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) save();
      }}
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="digest-title">
          <Title order={2} size="h4" id="digest-title">
            E-mail
          </Title>
          <Text size="sm" c="dimmed" mt={4} mb="sm">
            {emailed === 0
              ? 'No kind is set to e-mail yet. Choose “In app + e-mail” below for the ones you want mailed.'
              : `${emailed} kind${emailed === 1 ? ' is' : 's are'} mailed to you, batched into one mail so a busy night is not a flood.`}
          </Text>
          <Text id="digest-label" size="sm" fw={500} mb={4}>
            How often
          </Text>
          <SegmentedControl
            aria-labelledby="digest-label"
            radius="md"
            data={DIGEST_OPTIONS.map(({ value, label }) => ({ value, label }))}
            value={draft.digest}
            onChange={(value) => setDraft((d) => ({ ...d, digest: value as MailDigest }))}
          />
          <Text size="xs" c="dimmed" mt={6}>
            {digestHint}
          </Text>
        </Paper>

        {notificationKindsByGroup().map(({ group, kinds }) => (
          <Paper
            key={group}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-labelledby={`group-${group}`}
          >
            <Title order={2} size="h4" id={`group-${group}`} mb="xs">
              {NOTIFICATION_GROUP_TITLES[group]}
            </Title>
            {kinds.map((kind) => (
              <KindChannelRow
                key={kind}
                kind={kind}
                channel={draft[kind]}
                onChange={(channel) => setDraft((d) => ({ ...d, [kind]: channel }))}
              />
            ))}
          </Paper>
        ))}

        <div className={classes.actions}>
          {update.isError && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              title={SETTINGS_SAVE_FAILED}
              mb="sm"
              role="alert"
            >
              {errorMessage(update.error, 'Please try again.')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!changed || update.isPending} onClick={() => setDraft(saved)}>
              Discard changes
            </Button>
            <Button type="submit" disabled={!changed} loading={update.isPending}>
              Save changes
            </Button>
          </Group>
        </div>
      </Stack>
    </form>
  );
}
