import { Badge, Group, Text } from '@mantine/core';
import { positionColor, type StoredPlayer } from '@rinkside/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RatingText } from '../../../components/rating-text';
import classes from './lines.module.css';

interface PlayerCardProps {
  player: StoredPlayer;
  /** A visible warning under the name, e.g. the player is dressed twice. */
  warning?: string;
  /** Right-hand extra, e.g. an 'In lineup' badge. */
  aside?: ReactNode;
  /** Two lines (name above, number, position and overall below) for the narrow lineup slots. */
  compact?: boolean;
}

/** One player as the line editor shows him: number, name, position, overall. */
export function PlayerCard({ player, warning, aside, compact = false }: PlayerCardProps) {
  const number = (
    <Text size="xs" c="dimmed" ff="monospace" w={compact ? undefined : 26} ta="right">
      #{player.jerseyNumber}
    </Text>
  );
  const position = (
    <Badge size="sm" variant="light" color={positionColor(player.position)} w={36} px={0}>
      {player.position}
    </Badge>
  );
  const overall = (
    <Text size="sm" w={22} ta="right">
      <RatingText value={player.overall} />
    </Text>
  );
  return (
    <div
      className={classes.card}
      data-warning={warning ? true : undefined}
      data-compact={compact || undefined}
    >
      {compact ? (
        <>
          <Text size="sm" fw={600} lh={1.25} lineClamp={2} title={`${player.firstName} ${player.lastName}`}>
            {player.firstName.charAt(0)}. {player.lastName}
          </Text>
          <Group gap={4} wrap="nowrap" justify="space-between">
            <Text size="xs" c="dimmed" ff="monospace" truncate="end">
              #{player.jerseyNumber}{' '}
              <Text span inherit fw={700} c={positionColor(player.position)}>
                {player.position}
              </Text>
            </Text>
            {overall}
          </Group>
        </>
      ) : (
        <Group gap="xs" wrap="nowrap">
          {number}
          <Text size="sm" fw={600} truncate="end" style={{ flex: 1, minWidth: 0 }}>
            {player.firstName.charAt(0)}. {player.lastName}
          </Text>
          {position}
          {overall}
          {aside}
        </Group>
      )}
      {warning && (
        <Group gap={4} wrap="nowrap" mt={4} c="orange" className={classes.warning}>
          <IconAlertTriangle size={14} aria-hidden style={{ flex: 'none' }} />
          <Text size="xs" fw={600} c="orange" lh={1.2}>
            {warning}
          </Text>
        </Group>
      )}
    </div>
  );
}

export const playerLabel = (player: StoredPlayer) =>
  `${player.firstName} ${player.lastName}, ${player.position}, overall ${player.overall}`;
