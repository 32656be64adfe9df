import { ActionIcon, Alert, Button, Group, Modal, Stack, Textarea, Tooltip } from '@mantine/core';
import { MESSAGE_MAX_LENGTH } from '@rinkside/domain';
import { IconMessage, IconMessages, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSendMessage } from '../api/send-message';

// SPEC §8 and §9
export const MESSAGE_SENT = 'Message sent successfully!';
export const MESSAGE_SEND_FAILED = 'Failed to send message. Please try again.';
export const CLOSE_AFTER_SENT_MS = 2000;

/** SPEC §2 Profile (visitor): Send Message opens 'Send Message to {username}'. */
export function SendMessageButton({ receiver }: { receiver: { id: number; username: string } }) {
  const [opened, setOpened] = useState(false);
  const [content, setContent] = useState('');
  const send = useSendMessage();
  const { reset } = send;

  // Sent: the confirmation stays for 2 s, then the modal closes.
  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(() => setOpened(false), CLOSE_AFTER_SENT_MS);
    return () => clearTimeout(timer);
  }, [send.isSuccess]);

  const open = () => {
    reset();
    setContent('');
    setOpened(true);
  };

  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button leftSection={<IconMessage size={16} aria-hidden />} onClick={open}>
          Send Message
        </Button>
        <Tooltip label="Open the conversation in the inbox">
          <ActionIcon
            component={Link}
            to={`/inbox?with=${encodeURIComponent(receiver.username)}`}
            variant="default"
            size={36}
            aria-label={`Open conversation with ${receiver.username}`}
          >
            <IconMessages size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Send Message to ${receiver.username}`}
        centered
        radius="lg"
      >
        <Stack gap="md">
          {send.isSuccess && (
            <Alert color="green" role="status">
              {MESSAGE_SENT}
            </Alert>
          )}
          {send.isError && (
            <Alert color="red" role="alert">
              {MESSAGE_SEND_FAILED}
            </Alert>
          )}
          <Textarea
            label="Message"
            placeholder={`Write to ${receiver.username}...`}
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
            maxLength={MESSAGE_MAX_LENGTH}
            autosize
            minRows={4}
            maxRows={10}
            disabled={send.isSuccess}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              // SPEC §5: disabled when blank; the profile modal sends the raw text.
              disabled={content.trim() === '' || send.isSuccess}
              loading={send.isPending}
              onClick={() => send.mutate({ receiverId: receiver.id, content })}
            >
              Send
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
