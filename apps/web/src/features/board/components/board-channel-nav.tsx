import { Badge, Group, NavLink, Select, Stack, Text } from '@mantine/core';
import type { BoardChannel } from '@rinkside/domain';
import { IconHash, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useIsPhoneWidth } from '../../../lib/phone';

export const channelPath = (leagueId: number, channelId: number) =>
  `/league/${leagueId}/board/channel/${channelId}`;

const unreadWords = (unread: number) => `${unread} unread`;

interface BoardChannelNavProps {
  leagueId: number;
  channels: readonly BoardChannel[];
  selectedId: number | null;
  /** On a phone the channels are a select: choosing one goes there. */
  onSelect: (channelId: number) => void;
}

/** The board's channels, each with its unread count and read-only marked: a list, or a select on a phone. */
export function BoardChannelNav({ leagueId, channels, selectedId, onSelect }: BoardChannelNavProps) {
  const phone = useIsPhoneWidth();
  // On a phone the list is folded into the select: say what waits in the channels it hides.
  const elsewhere = channels.reduce((sum, c) => sum + (c.id === selectedId ? 0 : c.unread), 0);
  if (phone)
    return (
      <Select
        label="Channel"
        description={elsewhere > 0 ? `${unreadWords(elsewhere)} in other channels` : undefined}
        value={selectedId === null ? null : String(selectedId)}
        onChange={(value) => value && onSelect(Number(value))}
        allowDeselect={false}
        data={channels.map((channel) => ({
          value: String(channel.id),
          label: `${channel.name}${channel.readOnly ? ' (read-only)' : ''}${
            channel.unread > 0 ? ` · ${unreadWords(channel.unread)}` : ''
          }`,
        }))}
      />
    );
  return (
    <Stack gap={2} component="nav" aria-label="Channels">
      {channels.map((channel) => {
        const active = channel.id === selectedId;
        return (
          <NavLink
            key={channel.id}
            component={Link}
            to={channelPath(leagueId, channel.id)}
            active={active}
            aria-current={active ? 'page' : undefined}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            leftSection={
              channel.readOnly ? (
                <IconLock size={16} aria-label="Read-only" />
              ) : (
                <IconHash size={16} aria-hidden />
              )
            }
            label={
              <Group gap={6} wrap="nowrap" justify="space-between">
                <Text size="sm" fw={channel.unread > 0 ? 700 : undefined} truncate>
                  {channel.name}
                </Text>
                {channel.unread > 0 && (
                  <Badge size="sm" circle={channel.unread < 10} aria-label={unreadWords(channel.unread)}>
                    {channel.unread}
                  </Badge>
                )}
              </Group>
            }
            description={channel.readOnly ? 'Read-only' : undefined}
          />
        );
      })}
    </Stack>
  );
}
