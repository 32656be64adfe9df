import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { linkAccountRequestSchema, type PendingSocialSignIn } from '@rinkside/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/http';
import { useLinkAccount } from './api/social-sign-in';
import { PendingSocialCard } from './components/pending-social-card';

function LinkAccountForm({ pending }: { pending: PendingSocialSignIn }) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const link = useLinkAccount();
  const label = pending.provider.label;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = linkAccountRequestSchema.safeParse({ password });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    setFieldError(undefined);
    link.mutate(parsed.data, {
      // A full load: the app starts again signed in.
      onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          A Rinkside account already uses <strong>{pending.email}</strong>. Enter its password to link your{' '}
          {label} sign-in to it. From then on, {label} signs you straight in.
        </Text>
        {link.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {errorMessage(link.error, 'Linking failed. Please try again.')}
          </Alert>
        )}
        <PasswordInput
          label="Password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={fieldError}
          autoComplete="current-password"
          required
          data-autofocus
        />
        <Button type="submit" loading={link.isPending || link.isSuccess} fullWidth>
          Link and sign in
        </Button>
      </Stack>
    </form>
  );
}

/** /link-account: a provider vouched for the e-mail of an existing account; its password links them. */
export function LinkAccountPage() {
  return (
    <PendingSocialCard title="Link your account" expects="link-account">
      {(pending) => <LinkAccountForm pending={pending} />}
    </PendingSocialCard>
  );
}
