import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { SocialProvider } from '@rinkside/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ProviderIcon } from '../../../components/provider-icon';
import { ApiRequestError, errorMessage } from '../../../lib/http';
import { socialStartUrl } from '../../../lib/queries/get-social-providers';
import { useReauthenticate } from '../api/reauthenticate';

interface ConfirmIdentityDialogProps {
  opened: boolean;
  /** A password for an account with one; else a fresh sign-in at one of its linked providers. */
  method: 'password' | 'provider';
  providers: SocialProvider[];
  /** Where the provider sends the browser back to. */
  returnTo: string;
  onClose: () => void;
  /** The password was right: the change can be tried again. */
  onConfirmed: () => void;
}

/** "Confirm it's you" (docs/decisions/058): asked before a change that could take the account over. */
export function ConfirmIdentityDialog(props: ConfirmIdentityDialogProps) {
  const { opened, method, providers, returnTo, onClose, onConfirmed } = props;
  const confirm = useReauthenticate();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [leaving, setLeaving] = useState<string>();

  const close = () => {
    if (confirm.isPending || leaving) return;
    setPassword('');
    setMissing(false);
    confirm.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return setMissing(true);
    confirm.mutate(
      { password },
      {
        onSuccess: () => {
          setPassword('');
          confirm.reset();
          onConfirmed();
        },
      },
    );
  };

  const wrongPassword = confirm.error instanceof ApiRequestError && confirm.error.status === 403;
  const failure = confirm.isError && !wrongPassword;

  return (
    <Modal opened={opened} onClose={close} title="Confirm it's you" centered>
      {method === 'password' ? (
        <form onSubmit={submit} noValidate aria-label="Confirm it's you">
          <Stack gap="md">
            <Text size="sm">
              This change could hand your account to someone else, so enter your password again. You
              won&apos;t be asked again for 10 minutes.
            </Text>
            {failure && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {errorMessage(confirm.error, 'Could not confirm. Please try again.')}
              </Alert>
            )}
            <PasswordInput
              label="Your password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setMissing(false);
                if (wrongPassword) confirm.reset();
              }}
              error={
                missing
                  ? 'Enter your password'
                  : wrongPassword
                    ? errorMessage(confirm.error, 'That password is not right.')
                    : undefined
              }
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={confirm.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={confirm.isPending}>
                Confirm
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            This change could hand your account to someone else. Your account has no password, so sign in with
            your provider again; you come back here and can try once more within 10 minutes.
          </Text>
          {providers.map((provider, index) => (
            <Button
              key={provider.name}
              variant="default"
              fullWidth
              leftSection={<ProviderIcon provider={provider.name} size={18} />}
              loading={leaving === provider.name}
              disabled={leaving !== undefined && leaving !== provider.name}
              data-autofocus={index === 0 ? true : undefined}
              onClick={() => {
                setLeaving(provider.name);
                window.location.assign(socialStartUrl(provider.name, 'reauthenticate', returnTo));
              }}
            >
              Continue with {provider.label}
            </Button>
          ))}
          {providers.length === 0 && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              None of the providers linked to your account is set up on this Rinkside any more, so it cannot
              confirm it is you. Ask the server&apos;s operator for help.
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={leaving !== undefined}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
