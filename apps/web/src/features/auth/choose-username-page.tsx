import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { chooseUsernameRequestSchema, type PendingSocialSignIn } from '@rinkside/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/http';
import { useCreateSocialAccount } from './api/social-sign-in';
import { PendingSocialCard } from './components/pending-social-card';

function ChooseUsernameForm({ pending }: { pending: PendingSocialSignIn }) {
  const [username, setUsername] = useState(pending.suggestedUsername);
  const [fieldError, setFieldError] = useState<string>();
  const create = useCreateSocialAccount();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The registration rule, from the shared schema.
    const parsed = chooseUsernameRequestSchema.safeParse({ username });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    setFieldError(undefined);
    create.mutate(parsed.data, { onSuccess: ({ redirectTo }) => window.location.assign(redirectTo) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          You signed in with {pending.provider.label}
          {pending.email && (
            <>
              {' '}
              as <strong>{pending.email}</strong>
            </>
          )}
          . Pick the name other GMs will know you by.
        </Text>
        {create.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {errorMessage(create.error, 'The account could not be created. Please try again.')}
          </Alert>
        )}
        <TextInput
          label="Username"
          description="3-24 characters: letters, digits, _ or -"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          error={fieldError}
          autoComplete="username"
          required
          data-autofocus
        />
        <Button type="submit" loading={create.isPending || create.isSuccess} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}

/** /welcome/choose-username: the first sign-in with a provider makes a new account, named here. */
export function ChooseUsernamePage() {
  return (
    <PendingSocialCard title="Choose your username" expects="choose-username">
      {(pending) => <ChooseUsernameForm pending={pending} />}
    </PendingSocialCard>
  );
}
