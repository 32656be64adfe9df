import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { usePendingEmailChange } from '../api/get-pending-email-change';
import { useResendEmailChange } from '../api/resend-email-change';

/** The address waiting for its link, with a fresh link or a way back. Nothing when none waits. */
export function PendingEmailChangeNotice() {
  const pending = usePendingEmailChange();
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();
  const change = pending.data?.pending;
  if (!change) return null;
  const expires = new Date(change.expiresAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert color="blue" icon={<IconMailForward size={18} />} title="Waiting for confirmation">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        We sent a link to <strong>{change.email}</strong>. Your e-mail changes when you follow it (until{' '}
        {expires}).
      </Text>
      <Group gap="xs" mt="sm">
        <Button
          size="xs"
          variant="light"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (result) => notifySuccess(result.message, 'Link sent'),
              onError: (error) => notifyError(errorMessage(error, 'The link could not be sent.')),
            })
          }
        >
          Resend link
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => notifySuccess('The e-mail change is cancelled.', 'Cancelled'),
              onError: (error) => notifyError(errorMessage(error, 'The change could not be cancelled.')),
            })
          }
        >
          Cancel change
        </Button>
      </Group>
    </Alert>
  );
}
