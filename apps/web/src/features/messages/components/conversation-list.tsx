import { Avatar, Badge, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatRelativeDate } from '@rinkside/domain';
import type { Conversation } from '../conversations';
import classes from './inbox.module.css';
import { initials } from './initials';

interface ConversationListProps {
  conversations: Conversation[];
  viewerId: number;
  selectedUsername: string | null;
  onSelect: (username: string) => void;
}

/** SPEC §2 Inbox, left: partner, unread badge, two-line preview of the last message, its time. */
export function ConversationList({
  conversations,
  viewerId,
  selectedUsername,
  onSelect,
}: ConversationListProps) {
  if (conversations.length === 0) {
    return (
      <Text c="dimmed" ta="center" p="xl">
        No conversations yet.
      </Text>
    );
  }
  const now = new Date();
  return (
    <Stack gap={0} component="ul" className={classes.plainList} aria-label="Conversations">
      {conversations.map(({ partner, lastMessage, unread }) => {
        const selected = partner.username.toLowerCase() === selectedUsername?.toLowerCase();
        const mine = lastMessage.senderId === viewerId;
        return (
          <li key={partner.id}>
            <UnstyledButton
              className={classes.conversation}
              data-selected={selected || undefined}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(partner.username)}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Avatar color="navy" radius="xl" aria-hidden>
                  {initials(partner.username)}
                </Avatar>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={unread > 0 ? 700 : 600} truncate>
                      {partner.username}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {formatRelativeDate(new Date(lastMessage.createdAt), now)}
                    </Text>
                  </Group>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text
                      size="sm"
                      c={unread > 0 ? undefined : 'dimmed'}
                      lineClamp={2}
                      className={classes.preview}
                    >
                      {mine ? `You: ${lastMessage.content}` : lastMessage.content}
                    </Text>
                    {unread > 0 && (
                      <Badge
                        size="sm"
                        circle
                        color="goal"
                        aria-label={`${unread} unread`}
                        style={{ flexShrink: 0 }}
                      >
                        {unread}
                      </Badge>
                    )}
                  </Group>
                </div>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}

export function ConversationListSkeleton() {
  return (
    <Stack gap="md" p="md" aria-busy="true" aria-label="Loading conversations">
      {Array.from({ length: 5 }, (_, i) => (
        <Group key={i} gap="sm" wrap="nowrap" data-testid="conversation-skeleton">
          <Skeleton height={38} circle />
          <div style={{ flex: 1 }}>
            <Skeleton height={14} width="50%" />
            <Skeleton height={12} mt={8} />
          </div>
        </Group>
      ))}
    </Stack>
  );
}
