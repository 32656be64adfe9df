import { useDroppable } from '@dnd-kit/core';
import { Badge, Group, Text } from '@mantine/core';
import {
  acceptsPosition,
  positionColor,
  type DepthColumn as Column,
  type StoredPlayer,
} from '@rinkside/domain';
import type { ReactNode } from 'react';
import type { DepthDropData } from '../dnd/depth-keyboard';
import { DepthCard } from './depth-card';
import classes from './depth.module.css';

interface DepthColumnProps {
  column: Column;
  players: StoredPlayer[];
  editing: boolean;
  /** Where the dragged card would go, and who it is, while a drag is on. */
  target: DepthDropData | null;
  dragged: (DepthDropData & { player: StoredPlayer }) | null;
  playerHref: (playerId: number) => string;
  /** The unassigned players wrap in a grid instead of a column. */
  layout?: 'column' | 'grid';
}

function InsertGap({ valid }: { valid: boolean }) {
  return (
    <div className={classes.gap} data-invalid={!valid || undefined} aria-hidden>
      {valid ? '✓ Drop to insert' : '✗ Invalid Position'}
    </div>
  );
}

/** The end of a column: a drop target to insert after the last card. */
function ColumnEnd({ column, index, gap }: { column: Column; index: number; gap: ReactNode }) {
  const data: DepthDropData = { list: column, index };
  const { setNodeRef } = useDroppable({ id: `depth-drop:${column}:end`, data });
  return (
    <div ref={setNodeRef} className={classes.stack}>
      {gap}
      <div className={classes.end} data-editing />
    </div>
  );
}

/** One depth chart column (LW, C, RW, LD, RD, G) or the unassigned players, with the green insert gap. */
export function DepthColumn(props: DepthColumnProps) {
  const { column, players, editing, target, dragged, playerHref, layout = 'column' } = props;
  const isNoOp = (index: number) =>
    dragged !== null && dragged.list === column && (index === dragged.index || index === dragged.index + 1);
  const gapAt = target && dragged && target.list === column && !isNoOp(target.index) ? target.index : -1;
  const valid = dragged ? acceptsPosition(column, dragged.player.naturalPosition) : true;
  const ranked = column !== 'Unassigned';

  return (
    <section className={layout === 'column' ? classes.column : undefined} aria-label={`${column} depth`}>
      {layout === 'column' && (
        <Group justify="space-between" gap={4} px={2}>
          <Badge variant="filled" color={positionColor(column)} radius="sm">
            {column}
          </Badge>
          <Text size="xs" c="dimmed">
            {players.length}
          </Text>
        </Group>
      )}
      <div className={layout === 'grid' ? classes.unassigned : classes.stack}>
        {players.length === 0 && !editing && (
          <Text size="xs" c="dimmed" ta="center" py="xs">
            Nobody yet
          </Text>
        )}
        {players.map((player, index) => (
          <DepthCard
            key={player.id}
            player={player}
            column={column}
            rank={ranked ? index + 1 : null}
            index={index}
            editing={editing}
            playerHref={playerHref(player.id)}
            gap={gapAt === index ? <InsertGap valid={valid} /> : null}
          />
        ))}
        {editing && (
          <ColumnEnd
            column={column}
            index={players.length}
            gap={gapAt === players.length ? <InsertGap valid={valid} /> : null}
          />
        )}
      </div>
    </section>
  );
}
