import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatRelativeDate, type SignIn } from '@rinkside/domain';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useEndOtherSignIns } from '../api/end-other-sign-ins';
import { useEndSignIn } from '../api/end-sign-in';
import { useSignIns } from '../api/get-sign-ins';
import { SettingsSection } from './settings-section';

function SignInRow({ signIn }: { signIn: SignIn }) {
  const end = useEndSignIn();
  const device = signIn.device ?? 'Unknown browser';
  const Icon = /Android|iOS/.test(device) ? IconDeviceMobile : IconDeviceDesktop;
  const details = [
    `Signed in ${new Date(signIn.signedInAt).toLocaleDateString()}`,
    `last active ${formatRelativeDate(new Date(signIn.lastUsedAt), new Date())}`,
    signIn.approximateIp && `from ${signIn.approximateIp}`,
  ].filter(Boolean);
  return (
    <Group component="li" data-testid="session" justify="space-between" wrap="nowrap" gap="sm">
      <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
        <Icon size={22} aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {device}
            </Text>
            {signIn.current && (
              <Badge size="sm" variant="light" color="green">
                This device
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {details.join(', ')}
          </Text>
        </div>
      </Group>
      {!signIn.current && (
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={end.isPending}
          aria-label={`Sign out ${device}`}
          style={{ flexShrink: 0 }}
          onClick={() =>
            end.mutate(signIn.id, {
              onSuccess: (result) => notifySuccess(result.message, 'Signed out'),
              onError: (error) => notifyError(errorMessage(error, 'That session could not be signed out.')),
            })
          }
        >
          Sign out
        </Button>
      )}
    </Group>
  );
}

/** Every browser signed in to the account; any but this one can be signed out from here. */
export function SessionsSection() {
  const signIns = useSignIns();
  const endOthers = useEndOtherSignIns();
  const others = signIns.data?.filter((s) => !s.current).length ?? 0;
  return (
    <SettingsSection
      title="Sessions"
      description="Where you are signed in. Sign out any you do not recognise, then change your password."
    >
      {signIns.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading your sessions">
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : signIns.isError ? (
        <QueryErrorAlert
          title="Could not load your sessions"
          message={errorMessage(signIns.error, 'Please try again.')}
          retrying={signIns.isFetching}
          onRetry={() => void signIns.refetch()}
        />
      ) : (
        <>
          <Stack
            component="ul"
            gap="md"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Signed-in sessions"
          >
            {signIns.data.map((signIn) => (
              <SignInRow key={signIn.id} signIn={signIn} />
            ))}
          </Stack>
          {others === 0 ? (
            <Alert color="gray" variant="light">
              You are not signed in anywhere else.
            </Alert>
          ) : (
            <Group justify="flex-end">
              <Button
                variant="outline"
                color="red"
                loading={endOthers.isPending}
                onClick={() =>
                  endOthers.mutate(undefined, {
                    onSuccess: (result) => notifySuccess(result.message, 'Signed out'),
                    onError: (error) =>
                      notifyError(errorMessage(error, 'The other sessions could not be signed out.')),
                  })
                }
              >
                Sign out all other sessions
              </Button>
            </Group>
          )}
        </>
      )}
    </SettingsSection>
  );
}
