import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DeleteAccountModal } from './delete-account-modal';

interface DeleteAccountSectionProps {
  /** After the server deleted the account: the app forgets the session and leaves the signed-in pages. */
  onDeleted: () => void;
}

/** Account settings' last section: deleting the account, behind a confirmation with the password. */
export function DeleteAccountSection({ onDeleted }: DeleteAccountSectionProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper
      component="section"
      aria-labelledby="delete-account-heading"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={{ borderColor: 'var(--mantine-color-red-outline)' }}
    >
      <Title order={2} id="delete-account-heading" fz="lg">
        Delete account
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        Deleting your account cannot be undone. Leagues you run go to a GM you choose, or close; the teams you
        manage look for a new GM.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
          Delete account…
        </Button>
      </Group>
      <DeleteAccountModal opened={confirming} onClose={() => setConfirming(false)} onDeleted={onDeleted} />
    </Paper>
  );
}
