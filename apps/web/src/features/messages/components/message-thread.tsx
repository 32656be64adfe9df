import { ActionIcon, Anchor, Avatar, Center, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { DELETED_USER_NAME, type Message } from '@rinkside/domain';
import { IconArrowLeft, IconMessages } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Partner } from '../conversations';
import classes from './inbox.module.css';
import { initials } from './initials';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';

export function ThreadPlaceholder({ children, loading }: { children: string; loading?: boolean }) {
  return (
    <Center h="100%" p="xl">
      <Stack align="center" gap="sm">
        {loading ? (
          <Loader aria-hidden />
        ) : (
          <IconMessages size={40} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
        )}
        <Text c="dimmed" ta="center">
          {children}
        </Text>
      </Stack>
    </Center>
  );
}

interface MessageThreadProps {
  partner: Partner;
  messages: Message[];
  viewerId: number;
  onBack: () => void;
  onSend: (content: string) => Promise<boolean>;
}

/** SPEC §2 Inbox, right: the history with the partner, read ticks on own messages, the composer. */
export function MessageThread({ partner, messages, viewerId, onBack, onSend }: MessageThreadProps) {
  const viewport = useRef<HTMLDivElement>(null);
  // A deleted account keeps its messages but has no profile and takes no new ones (docs/decisions/041).
  const deleted = partner.username === DELETED_USER_NAME;
  const now = new Date();

  // Follow the conversation: the newest message stays in view.
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, partner.id]);

  return (
    <>
      <Group gap="sm" px="md" py="sm" wrap="nowrap" className={classes.threadHeader}>
        <ActionIcon
          variant="subtle"
          color="gray"
          hiddenFrom="sm"
          onClick={onBack}
          aria-label="Back to conversations"
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
        <Avatar color="navy" radius="xl" size="sm" aria-hidden>
          {initials(partner.username)}
        </Avatar>
        {deleted ? (
          <Text component="h2" fw={700} m={0} fz="inherit" truncate>
            {partner.username}
          </Text>
        ) : (
          <Anchor
            component={Link}
            to={`/profile/${encodeURIComponent(partner.username)}`}
            fw={700}
            c="inherit"
            truncate
          >
            <h2 style={{ font: 'inherit', margin: 0 }}>{partner.username}</h2>
          </Anchor>
        )}
      </Group>
      <ScrollArea viewportRef={viewport} style={{ flex: 1 }} type="auto">
        {messages.length === 0 ? (
          <ThreadPlaceholder>No messages yet. Start the conversation!</ThreadPlaceholder>
        ) : (
          <Stack gap="sm" p="md" role="log" aria-label={`Messages with ${partner.username}`}>
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                mine={message.senderId === viewerId}
                now={now}
              />
            ))}
          </Stack>
        )}
      </ScrollArea>
      <div className={classes.composer}>
        {deleted ? (
          <Text size="sm" c="dimmed" ta="center">
            This account was deleted: it can no longer receive messages.
          </Text>
        ) : (
          <MessageComposer key={partner.id} onSend={onSend} />
        )}
      </div>
    </>
  );
}
