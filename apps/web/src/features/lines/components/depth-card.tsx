import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Group, Text } from '@mantine/core';
import type { DepthColumn, StoredPlayer } from '@rinkside/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RatingText } from '../../../components/rating-text';
import type { DepthDropData } from '../dnd/depth-keyboard';
import { assignedPositionText } from '../depth-lists';
import classes from './depth.module.css';

interface DepthCardBodyProps {
  player: StoredPlayer;
  column: DepthColumn;
  rank: number | null;
}

/** SPEC §2: depth rank, first initial and last name, overall, assigned (natural) position. */
export function DepthCardBody({ player, column, rank }: DepthCardBodyProps) {
  return (
    <>
      {rank !== null && (
        <span className={classes.rank} aria-label={`Depth ${rank}`}>
          {rank}
        </span>
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600} lh={1.25} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {player.firstName.charAt(0)}. {player.lastName}
        </Text>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" truncate="end">
            {assignedPositionText(column, player.naturalPosition)}
          </Text>
          <Text size="sm" fw={600}>
            <RatingText value={player.overall} />
          </Text>
        </Group>
      </div>
    </>
  );
}

interface DepthCardProps extends DepthCardBodyProps {
  index: number;
  editing: boolean;
  playerHref: string;
  /** The insert gap shown above the card while a drag would insert here. */
  gap?: ReactNode;
}

/** A depth chart card: a link to the player, or in edit mode a draggable that also marks an insert point. */
export function DepthCard({ player, column, rank, index, editing, playerHref, gap }: DepthCardProps) {
  const data: DepthDropData & { playerId: number } = { list: column, index, playerId: player.id };
  const drag = useDraggable({ id: `depth-player:${player.id}`, data, disabled: !editing });
  const drop = useDroppable({ id: `depth-drop:${column}:${index}`, data, disabled: !editing });
  const label = `${player.firstName} ${player.lastName}, ${assignedPositionText(column, player.naturalPosition)}, overall ${player.overall}${rank ? `, depth ${rank}` : ''}`;

  if (!editing)
    return (
      <Link to={playerHref} className={classes.card} aria-label={label}>
        <DepthCardBody player={player} column={column} rank={rank} />
      </Link>
    );
  // The drop target wraps the gap and the card, so it keeps its top edge when the gap opens.
  return (
    <div ref={drop.setNodeRef} className={classes.stack}>
      {gap}
      <div
        ref={drag.setNodeRef}
        className={classes.card}
        data-draggable
        data-dragging={drag.isDragging || undefined}
        {...drag.attributes}
        {...drag.listeners}
        aria-label={label}
      >
        <DepthCardBody player={player} column={column} rank={rank} />
      </div>
    </div>
  );
}
