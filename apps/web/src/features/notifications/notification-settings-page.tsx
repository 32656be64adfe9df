import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { useNotificationPreferences } from './api/get-notification-preferences';
import { NotificationSettingsForm } from './settings/notification-settings-form';

export const SETTINGS_LOAD_FAILED = 'Could not load your notification settings';

function SettingsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading your notification settings">
      {[120, 220, 120, 140].map((height, i) => (
        <Paper key={i} withBorder radius="md" p="md">
          <Skeleton height={18} width={160} mb="md" radius="sm" />
          <Skeleton height={height - 50} radius="sm" />
        </Paper>
      ))}
    </Stack>
  );
}

/** /settings/notifications: how the user is told of each kind, and how often e-mail comes. */
export function NotificationSettingsPage() {
  const preferences = useNotificationPreferences();
  return (
    <Container size="sm" py="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Notification settings
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="lg">
        Choose for each kind whether it shows in the app, also comes by e-mail, or not at all. The bell counts
        only what needs your action; news shows under its News tab, and the league’s news page tells every
        result and injury of the league.
      </Text>
      {preferences.isPending ? (
        <SettingsSkeleton />
      ) : preferences.isError ? (
        <QueryErrorAlert
          title={SETTINGS_LOAD_FAILED}
          message={errorMessage(preferences.error, 'Please try again.')}
          retrying={preferences.isFetching}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <NotificationSettingsForm initial={preferences.data} />
      )}
    </Container>
  );
}
