import { Alert, Button, Container, Paper, Text, Title } from '@mantine/core';
import type { Message } from '@rinkside/domain';
import { useDocumentVisibility } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../lib/http';
import { useInbox } from './api/get-inbox';
import { usePartner } from './api/get-partner';
import { useMarkRead } from './api/mark-read';
import { useSendMessage } from './api/send-message';
import { ConversationList, ConversationListSkeleton } from './components/conversation-list';
import classes from './components/inbox.module.css';
import { MessageThread, ThreadPlaceholder } from './components/message-thread';
import { buildConversations, unreadIds } from './conversations';

const NO_MESSAGES: Message[] = [];

/** SPEC §2 Inbox. `?with={username}` opens the conversation with that user (new or existing). */
export function InboxPage({ viewer }: { viewer: { id: number; username: string } }) {
  const inbox = useInbox();
  const [params, setParams] = useSearchParams();
  const requested = params.get('with');
  const sameUser = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const withUsername = requested && !sameUser(requested, viewer.username) ? requested : null;
  const conversations = useMemo(
    () => buildConversations(inbox.data ?? NO_MESSAGES, viewer.id),
    [inbox.data, viewer.id],
  );
  const conversation = withUsername
    ? conversations.find((c) => sameUser(c.partner.username, withUsername))
    : undefined;
  const newPartner = usePartner(withUsername, inbox.isSuccess && !conversation);
  const partner = conversation?.partner ?? newPartner.data;
  const markRead = useMarkRead();
  const send = useSendMessage();

  // SPEC §4: the open conversation's unread messages are marked read (new ones too, as they arrive),
  // but only while the tab is in view: a message is not read in a background tab.
  const visible = useDocumentVisibility() === 'visible';
  const toMarkRead = unreadIds(conversation, viewer.id).join(',');
  useEffect(() => {
    if (toMarkRead && visible) markRead(toMarkRead.split(',').map(Number));
  }, [toMarkRead, visible, markRead]);

  const select = (username: string | null) => setParams(username ? { with: username } : {});
  const onSend = async (content: string) => {
    if (!partner) return false;
    try {
      await send.mutateAsync({ receiverId: partner.id, content });
      return true;
    } catch (error) {
      console.warn('Could not send the message', error);
      return false;
    }
  };

  const thread = () => {
    if (!withUsername || inbox.isPending)
      return <ThreadPlaceholder>Select a conversation to start messaging</ThreadPlaceholder>;
    if (partner) {
      return (
        <MessageThread
          partner={partner}
          messages={conversation?.messages ?? NO_MESSAGES}
          viewerId={viewer.id}
          onBack={() => select(null)}
          onSend={onSend}
        />
      );
    }
    if (newPartner.isError)
      return <ThreadPlaceholder>{errorMessage(newPartner.error, 'User not found.')}</ThreadPlaceholder>;
    return <ThreadPlaceholder loading>Opening the conversation...</ThreadPlaceholder>;
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="md" px={{ base: 'xs', sm: 0 }}>
        Inbox
      </Title>
      {inbox.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Failed to Load Messages">
          <Text size="sm">{errorMessage(inbox.error, FETCH_FAILED_MESSAGE)}</Text>
          <Button
            mt="sm"
            size="xs"
            color="red"
            variant="light"
            loading={inbox.isFetching}
            onClick={() => void inbox.refetch()}
          >
            Try Again
          </Button>
        </Alert>
      ) : (
        <Paper
          withBorder
          radius="lg"
          className={classes.layout}
          data-selected={withUsername ? true : undefined}
        >
          <section className={classes.list} aria-label="Conversations list" style={{ overflowY: 'auto' }}>
            {inbox.isPending ? (
              <ConversationListSkeleton />
            ) : (
              <ConversationList
                conversations={conversations}
                viewerId={viewer.id}
                selectedUsername={withUsername}
                onSelect={select}
              />
            )}
          </section>
          <section className={classes.thread} aria-label="Conversation">
            {thread()}
          </section>
        </Paper>
      )}
    </Container>
  );
}
