import { Alert, Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { BOARD_BODY_MAX, BOARD_TITLE_MAX, createBoardThreadRequestSchema } from '@rinkside/domain';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../../lib/http';
import { useCreateBoardThread } from '../api/create-board-thread';
import { isSendKey, MARKDOWN_HINT } from './board-composer';

interface NewThreadFormProps {
  leagueId: number;
  channelId: number;
  channelName: string;
  onCreated: (threadId: number) => void;
  onCancel: () => void;
}

/** A new thread in a channel: its title and first post; Ctrl/Cmd+Enter in either sends. */
export function NewThreadForm({ leagueId, channelId, channelName, onCreated, onCancel }: NewThreadFormProps) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const create = useCreateBoardThread(leagueId, channelId);

  const send = () => {
    if (create.isPending) return;
    const parsed = createBoardThreadRequestSchema.safeParse({ title, body });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Check the title and the post.');
      return;
    }
    setInvalid(null);
    create.mutate(parsed.data, { onSuccess: ({ thread }) => onCreated(thread.id) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    send();
  };
  const error =
    invalid ?? (create.isError ? errorMessage(create.error, 'The thread was not started.') : null);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="New thread">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="sm">
          <Text fw={700}>New thread in {channelName}</Text>
          <TextInput
            label="Title"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            maxLength={BOARD_TITLE_MAX}
            required
            data-autofocus
            autoFocus
          />
          <Textarea
            label="Post"
            description={`Ctrl+Enter sends · ${MARKDOWN_HINT}`}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            maxLength={BOARD_BODY_MAX}
            autosize
            minRows={4}
            maxRows={14}
            required
          />
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert" p="xs">
              <Text size="sm">{error}</Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} leftSection={<IconSend size={16} aria-hidden />}>
              Post thread
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
