import { Alert, Avatar, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@rinkside/domain';
import { IconAlertCircle, IconEdit } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ApiRequestError, errorMessage } from '../../lib/http';
import { useProfile } from './api/get-profile';
import { ProfileDetails } from './components/profile-details';
import { ProfileForm } from './components/profile-form';
import { ProfileLeagues } from './components/profile-leagues';

// SPEC §8
export const PROFILE_LOAD_FAILED = 'User profile not found.';
export const PROFILE_MISSING = 'Profile not found.';

interface ProfilePageProps {
  /** Another user's profile; without it, the viewer's own (editable) profile. */
  username?: string;
  /** What a visitor may do, e.g. the Send Message button (composed by the app). */
  visitorActions?: (profile: Profile) => ReactNode;
}

const memberSince = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** SPEC §2 Profile: own (Edit Profile / Save / Cancel) or another user's (Send Message). */
export function ProfilePage({ username, visitorActions }: ProfilePageProps) {
  const profile = useProfile(username);
  const [editing, setEditing] = useState(false);
  const own = username === undefined;

  let body: ReactNode;
  if (profile.isPending) body = <ProfileSkeleton />;
  else if (profile.isError) {
    const missing = profile.error instanceof ApiRequestError && profile.error.status === 404;
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={PROFILE_LOAD_FAILED}>
        <Text size="sm">
          {missing
            ? 'Check the username, or find other GMs through your leagues.'
            : errorMessage(profile.error, PROFILE_MISSING)}
        </Text>
        {!missing && (
          <Button
            mt="sm"
            size="xs"
            color="red"
            variant="light"
            loading={profile.isFetching}
            onClick={() => void profile.refetch()}
          >
            Try Again
          </Button>
        )}
      </Alert>
    );
  } else if (!profile.data) body = <Alert color="yellow" title={PROFILE_MISSING} />;
  else {
    const data = profile.data;
    body = (
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Group justify="space-between" align="flex-start" gap="md">
            <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
              <Avatar size={72} radius="xl" color="ice" variant="filled" aria-hidden>
                {data.username.slice(0, 2).toUpperCase()}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
                  {data.username}
                </Title>
                <Text c="dimmed" size="sm">
                  Member since {memberSince(data.registeredAt)}
                </Text>
              </div>
            </Group>
            {own && !editing && (
              <Button
                variant="light"
                leftSection={<IconEdit size={16} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                Edit Profile
              </Button>
            )}
            {!own && visitorActions?.(data)}
          </Group>
          <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
            {own && editing ? (
              <ProfileForm profile={data} onDone={() => setEditing(false)} />
            ) : (
              <ProfileDetails profile={data} />
            )}
          </div>
        </Paper>
        <ProfileLeagues leagues={data.leagues} />
      </Stack>
    );
  }

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      {body}
    </Container>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading profile">
      <Paper withBorder radius="lg" p="xl">
        <Group gap="md">
          <Skeleton height={72} circle />
          <div style={{ flex: 1 }}>
            <Skeleton height={26} width="40%" />
            <Skeleton height={14} width="30%" mt={10} />
          </div>
        </Group>
        <Skeleton height={40} mt="xl" />
      </Paper>
      <Skeleton height={140} radius="lg" />
    </Stack>
  );
}
