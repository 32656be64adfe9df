import { OutcomeHeading } from '../../components/outcome-heading';
import { Alert, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { AUTH_ERROR } from '@rinkside/domain';
import { IconMailExclamation } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../../lib/http';
import { useVerifyEmail } from './api/verify-email';
import { ResendVerificationForm } from './components/resend-verification-form';

function failureText(error: unknown): { title: string; body: string } {
  const code = error instanceof ApiRequestError ? error.error : undefined;
  if (code === AUTH_ERROR.tokenExpired) {
    return {
      title: 'This link has expired',
      body: 'Verification links are valid for 24 hours. Ask for a new one below and use the newest e-mail.',
    };
  }
  if (code === AUTH_ERROR.tokenInvalid) {
    return {
      title: 'This link is not valid',
      body: 'The link is unknown or has already been used. If your account is already verified, just log in; otherwise ask for a new link below.',
    };
  }
  return {
    title: 'We could not verify your email',
    body: errorMessage(error, 'Something went wrong. Please try again, or ask for a new link below.'),
  };
}

/** /db/verify/{token}: the link from the verification e-mail lands here. */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const verification = useVerifyEmail(token);

  return (
    <Center px="md" py={48}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
        {verification.isPending && (
          <Stack align="center" gap="md" role="status">
            <Loader />
            <Text>Verifying your email…</Text>
          </Stack>
        )}

        {verification.isSuccess && (
          <Stack align="center" gap="md" ta="center">
            <OutcomeHeading ok>Email Verified!</OutcomeHeading>
            <Text>Thank you for verifying your email. You can now log in and access your account.</Text>
            <Button component={Link} to="/login" size="md">
              Go to Login
            </Button>
          </Stack>
        )}

        {verification.isError && (
          <Stack gap="md">
            <OutcomeHeading ok={false} icon={IconMailExclamation}>
              {failureText(verification.error).title}
            </OutcomeHeading>
            <Alert color="orange">{failureText(verification.error).body}</Alert>
            <ResendVerificationForm />
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
