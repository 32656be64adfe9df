import { Alert, Button, Group, List, Modal, PasswordInput, Skeleton, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { useDeleteAccount } from './api/delete-account';
import { useCommissionedLeagues } from './api/get-commissioned-leagues';
import { useLinkedIdentities } from './api/get-linked-identities';
import { needsConfirmation, useConfirmIdentity } from './confirm-identity/confirm-identity-context';
import { allChosen, handoversOf, type HandoverChoices, LeagueHandoverFields } from './league-handover-fields';

export const DELETE_FAILED = 'Your account could not be deleted. Please try again.';

interface DeleteAccountModalProps {
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * The confirmation step: what deleting does, the leagues the user runs, and the password (an account
 * without one confirms it is the owner at its provider instead, decision 058).
 */
export function DeleteAccountModal({ opened, onClose, onDeleted }: DeleteAccountModalProps) {
  const leagues = useCommissionedLeagues(opened);
  const deletion = useDeleteAccount();
  const { confirmThen } = useConfirmIdentity();
  const withoutPassword = useLinkedIdentities().data?.hasPassword === false;
  const [password, setPassword] = useState('');
  const [choices, setChoices] = useState<HandoverChoices>({});
  const [tried, setTried] = useState(false);

  const close = () => {
    if (deletion.isPending) return;
    setPassword('');
    setChoices({});
    setTried(false);
    deletion.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const commissioned = leagues.data ?? [];
    if (!leagues.isSuccess || (!withoutPassword && password === '') || !allChosen(commissioned, choices))
      return;
    const handovers = handoversOf(commissioned, choices);
    const send = () =>
      deletion.mutate(withoutPassword ? { handovers } : { password, handovers }, {
        onSuccess: onDeleted,
        onError: (error) => {
          if (needsConfirmation(error)) confirmThen(send);
        },
      });
    send();
  };

  return (
    <Modal opened={opened} onClose={close} title="Delete your account?" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <List size="sm" spacing={4}>
            <List.Item>You are signed out everywhere and can no longer sign in.</List.Item>
            <List.Item>The teams you manage lose their GM; their leagues can recruit a new one.</List.Item>
            <List.Item>
              Your messages stay with the people you wrote to, from &quot;Deleted user&quot;.
            </List.Item>
            <List.Item>Your username and e-mail become free for a new account.</List.Item>
          </List>
          {leagues.isPending ? (
            <Skeleton height={48} radius="sm" aria-label="Loading the leagues you run" />
          ) : leagues.isError ? (
            <QueryErrorAlert
              title="Could not load the leagues you run"
              message={errorMessage(leagues.error, 'Please try again.')}
              retrying={leagues.isFetching}
              onRetry={() => void leagues.refetch()}
            />
          ) : leagues.data.length > 0 ? (
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                You are the commissioner of{' '}
                {leagues.data.length === 1 ? 'a league' : `${leagues.data.length} leagues`}
              </Text>
              <LeagueHandoverFields
                leagues={leagues.data}
                choices={choices}
                showMissing={tried}
                onChange={(leagueId, choice) =>
                  setChoices((previous) => ({ ...previous, [leagueId]: choice }))
                }
              />
            </Stack>
          ) : null}
          {withoutPassword ? (
            <Text size="sm">
              This cannot be undone. Your account has no password: you will be asked to sign in with your
              provider again to confirm it is you.
            </Text>
          ) : (
            <PasswordInput
              label="Your password"
              description="Type your password to confirm. This cannot be undone."
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={tried && password === '' ? 'Enter your password to confirm' : undefined}
              data-autofocus
            />
          )}
          {deletion.isError && !needsConfirmation(deletion.error) && (
            <Alert color="red" role="alert">
              {errorMessage(deletion.error, DELETE_FAILED)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={deletion.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={deletion.isPending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
