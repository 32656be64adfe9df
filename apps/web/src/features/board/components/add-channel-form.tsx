import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { BOARD_CHANNEL_NAME_MAX, createBoardChannelRequestSchema } from '@rinkside/domain';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useCreateBoardChannel } from '../api/create-board-channel';

/** A commissioner adds a channel (read-only: only commissioners post in it); the board then shows it. */
export function AddChannelButton({
  leagueId,
  onAdded,
}: {
  leagueId: number;
  onAdded: (channelId: number) => void;
}) {
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [readOnly, setReadOnly] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const create = useCreateBoardChannel(leagueId);
  const close = () => {
    setOpened(false);
    setName('');
    setReadOnly(false);
    setInvalid(null);
    create.reset();
  };
  const error = invalid ?? (create.isError ? errorMessage(create.error, 'The channel was not added.') : null);

  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Add channel
      </Button>
      <Modal opened={opened} onClose={close} title="Add a channel" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = createBoardChannelRequestSchema.safeParse({ name, readOnly });
            if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? 'Name the channel.');
            setInvalid(null);
            create.mutate(parsed.data, {
              onSuccess: (channel) => {
                close();
                onAdded(channel.id);
              },
            });
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="Channel name"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={BOARD_CHANNEL_NAME_MAX}
              required
              data-autofocus
            />
            <Checkbox
              label="Read-only: only commissioners post in it"
              checked={readOnly}
              onChange={(event) => setReadOnly(event.currentTarget.checked)}
            />
            {error && (
              <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert" p="xs">
                <Text size="sm">{error}</Text>
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Add channel
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
