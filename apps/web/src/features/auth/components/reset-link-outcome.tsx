import { OutcomeHeading } from '../../../components/outcome-heading';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { AUTH_ERROR, PASSWORD_RESET_DONE } from '@rinkside/domain';
import { IconLinkOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../lib/http';

/** The server's word that the link itself is no good (as opposed to the password typed). */
export function isLinkRefused(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.error === AUTH_ERROR.tokenExpired || error.error === AUTH_ERROR.tokenInvalid)
  );
}

export function PasswordChanged() {
  return (
    <Stack align="center" gap="md" ta="center" role="status">
      <OutcomeHeading ok>Password changed</OutcomeHeading>
      <Text>{PASSWORD_RESET_DONE}</Text>
      <Button component={Link} to="/login" size="md">
        Go to Login
      </Button>
    </Stack>
  );
}

/** An expired, used or unknown link: say which, and offer a new one. */
export function ResetLinkRefused({ error }: { error: unknown }) {
  const expired = error instanceof ApiRequestError && error.error === AUTH_ERROR.tokenExpired;
  return (
    <Stack gap="md">
      <OutcomeHeading ok={false} icon={IconLinkOff}>
        {expired ? 'This link has expired' : 'This link is not valid'}
      </OutcomeHeading>
      <Alert color="orange">{errorMessage(error, 'Ask for a new reset link.')}</Alert>
      <Button component={Link} to="/forgot-password" size="md">
        Ask for a new link
      </Button>
    </Stack>
  );
}
