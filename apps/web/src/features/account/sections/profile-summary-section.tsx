import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessage } from '../../../lib/http';
import { useAccountUser } from '../api/get-account-user';
import { SettingsSection } from './settings-section';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={80} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Group gap="xs" wrap="wrap" style={{ minWidth: 0, flex: 1 }}>
        {children}
      </Group>
    </Group>
  );
}

/** Who is signed in: username, e-mail and whether it is verified. */
export function ProfileSummarySection() {
  const user = useAccountUser();
  return (
    <SettingsSection title="Profile">
      {user.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading your account">
          <Skeleton height={18} width="50%" />
          <Skeleton height={18} width="70%" />
        </Stack>
      ) : user.isError ? (
        <QueryErrorAlert
          title="Could not load your account"
          message={errorMessage(user.error, 'Please try again.')}
          retrying={user.isFetching}
          onRetry={() => void user.refetch()}
        />
      ) : (
        <Stack gap="xs">
          <Detail label="Username">
            <Text size="sm" fw={600}>
              {user.data.username}
            </Text>
          </Detail>
          <Detail label="E-mail">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {user.data.email}
            </Text>
            <Badge size="sm" variant="light" color={user.data.emailVerified ? 'green' : 'orange'}>
              {user.data.emailVerified ? 'Verified' : 'Not verified'}
            </Badge>
          </Detail>
        </Stack>
      )}
    </SettingsSection>
  );
}
