import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { resendVerificationRequestSchema } from '@rinkside/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/http';
import { useResendVerification } from '../api/resend-verification';

/** Ask for a fresh verification link by username or e-mail address. */
export function ResendVerificationForm({ initialLogin = '' }: { initialLogin?: string }) {
  const [login, setLogin] = useState(initialLogin);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const resend = useResendVerification();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resendVerificationRequestSchema.safeParse({ login });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Username or email is required');
      return;
    }
    setFieldError(null);
    resend.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Username or email"
          value={login}
          onChange={(e) => setLogin(e.currentTarget.value)}
          error={fieldError}
          autoComplete="username"
          required
        />
        <Button type="submit" loading={resend.isPending} variant="light">
          Resend verification email
        </Button>
        {resend.isSuccess && (
          <Alert color="green" title="Email sent">
            {resend.data.message}
          </Alert>
        )}
        {resend.isError && (
          <Alert color="red" title="Could not send the email">
            {errorMessage(resend.error, 'Please try again in a moment.')}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
