import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { PendingSocialSignIn } from '@rinkside/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProviderIcon } from '../../../components/provider-icon';
import { errorMessage } from '../../../lib/http';
import { usePendingSocialSignIn } from '../api/social-sign-in';

/**
 * The frame of the two forms that finish a sign-in with a provider: it loads what is waiting, and when
 * nothing is (expired, already finished) says so with the way back.
 */
export function PendingSocialCard({
  title,
  expects,
  children,
}: {
  title: string;
  expects: PendingSocialSignIn['next'];
  children: (pending: PendingSocialSignIn) => ReactNode;
}) {
  const pending = usePendingSocialSignIn();
  const usable = pending.data?.next === expects ? pending.data : undefined;
  return (
    <Center px="md" py={48}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={460}>
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap">
            {usable && <ProviderIcon provider={usable.provider.name} size={28} />}
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
          </Group>
          {pending.isPending ? (
            <Center role="status" py="md">
              <Loader aria-label="Loading" />
            </Center>
          ) : usable ? (
            children(usable)
          ) : (
            <>
              <Alert color="orange" icon={<IconAlertCircle size={18} />} title="Nothing to finish here">
                {pending.isError
                  ? errorMessage(pending.error, 'This sign-in could not be loaded. Please start again.')
                  : 'This sign-in is waiting for something else. Please start again.'}
              </Alert>
              <Button component={Link} to="/login">
                Back to sign in
              </Button>
            </>
          )}
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login">
              Cancel and use another way to sign in
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
