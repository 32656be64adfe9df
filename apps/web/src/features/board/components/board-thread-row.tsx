import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { BoardThread } from '@rinkside/domain';
import { IconEyeOff, IconLock, IconPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './board.module.css';
import { BoardTime } from './board-time';

export const threadPath = (leagueId: number, threadId: number) =>
  `/league/${leagueId}/board/thread/${threadId}`;

/** A thread in a channel's list: pinned and locked marked, who started it, its replies and latest post. */
export function BoardThreadRow({ leagueId, thread }: { leagueId: number; thread: BoardThread }) {
  return (
    <UnstyledButton
      component={Link}
      to={threadPath(leagueId, thread.id)}
      py="sm"
      px="xs"
      className={classes.threadRow}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {thread.pinned && (
          <ThemeIcon size="sm" variant="light" color="orange" aria-label="Pinned" title="Pinned">
            <IconPin size={13} aria-hidden />
          </ThemeIcon>
        )}
        {thread.locked && (
          <ThemeIcon size="sm" variant="light" color="gray" aria-label="Locked" title="Locked">
            <IconLock size={13} aria-hidden />
          </ThemeIcon>
        )}
        {thread.private && (
          <ThemeIcon
            size="sm"
            variant="light"
            color="grape"
            aria-label="Private"
            title="Private to the trade's GMs"
          >
            <IconEyeOff size={13} aria-hidden />
          </ThemeIcon>
        )}
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {thread.title}
          </Text>
          <Text size="xs" c="dimmed">
            {thread.author?.username ?? 'Former member'} ·{' '}
            {thread.replies === 1 ? '1 reply' : `${thread.replies} replies`} · latest{' '}
            <BoardTime at={thread.lastPostAt} />
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}
