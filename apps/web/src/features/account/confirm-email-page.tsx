import { OutcomeHeading } from '../../components/outcome-heading';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../lib/http';
import { useConfirmEmailChange } from './api/confirm-email-change';
import { accountUserQueryOptions } from './api/get-account-user';
import { pendingEmailChangeQueryOptions } from './api/get-pending-email-change';

/** /confirm-email/{token}, signed in: the link mailed to the new address lands here and confirms it. */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const confirmation = useConfirmEmailChange(token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!confirmation.isSuccess) return;
    void queryClient.invalidateQueries({ queryKey: accountUserQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: pendingEmailChangeQueryOptions().queryKey });
  }, [confirmation.isSuccess, queryClient]);

  return (
    <Center px="md" py={48}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
        {confirmation.isPending && (
          <Stack align="center" gap="md" role="status">
            <Loader />
            <Text>Confirming your new e-mail…</Text>
          </Stack>
        )}
        {confirmation.isSuccess && (
          <Stack align="center" gap="md" ta="center">
            <OutcomeHeading ok>E-mail changed</OutcomeHeading>
            <Text style={{ overflowWrap: 'anywhere' }}>{confirmation.data.message}</Text>
            <Button component={Link} to="/settings">
              Back to Account Settings
            </Button>
          </Stack>
        )}
        {confirmation.isError && (
          <Stack gap="md">
            <OutcomeHeading ok={false} icon={IconMailExclamation}>
              Your e-mail was not changed
            </OutcomeHeading>
            <Alert color="orange">
              {errorMessage(confirmation.error, 'Something went wrong. Please try again.')}
            </Alert>
            <Button component={Link} to="/settings" variant="light">
              Go to Account Settings
            </Button>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}

/** /confirm-email/{token}, signed out: the change is confirmed by the account that asked, once signed in. */
export function ConfirmEmailSignedOutPage() {
  const { token = '' } = useParams();
  return (
    <Center px="md" py={48}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
        <Stack align="center" gap="md" ta="center">
          <Title order={1} fz={28}>
            Sign in to confirm your new e-mail
          </Title>
          <Text>
            For your safety, the change is confirmed only while you are signed in to the account that asked.
          </Text>
          <Button component={Link} to="/login" state={{ from: `/confirm-email/${token}` }}>
            Log in to confirm
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
