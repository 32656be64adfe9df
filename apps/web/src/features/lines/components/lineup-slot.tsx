import { useDroppable } from '@dnd-kit/core';
import { ActionIcon, Group, Text } from '@mantine/core';
import type { LineupSlot, StoredPlayer } from '@rinkside/domain';
import { IconX } from '@tabler/icons-react';
import { SLOT_LABELS } from '../lineup-layout';
import { DraggablePlayer, type LineupDragData } from './draggable-player';
import { PlayerCard } from './player-card';
import { slotAccepts } from './slot-accepts';
import classes from './lines.module.css';

interface LineupSlotBoxProps {
  slot: LineupSlot;
  /** The short label above the card: LW, C, Starter... */
  label: string;
  player: StoredPlayer | null;
  /** The id stored in the slot when it names no player on the roster. */
  unknownId: number | string | null;
  warning?: string;
  editable: boolean;
  players: ReadonlyMap<number, StoredPlayer>;
  onClear: (slot: LineupSlot) => void;
}

/** A drop target for one lineup slot; holds a draggable card or 'Empty'. */
export function LineupSlotBox(props: LineupSlotBoxProps) {
  const { slot, label, player, unknownId, warning, editable, players, onClear } = props;
  const { setNodeRef, isOver, active } = useDroppable({
    id: `slot:${slot}`,
    data: { slot },
    disabled: !editable,
  });
  const dragged = active?.data.current as LineupDragData | undefined;
  const draggedPlayer = dragged ? players.get(dragged.playerId) : undefined;
  const rejected = isOver && draggedPlayer !== undefined && !slotAccepts(slot, draggedPlayer);
  const name = SLOT_LABELS[slot];

  return (
    <div
      ref={setNodeRef}
      className={classes.slot}
      data-over={(isOver && !rejected) || undefined}
      data-rejected={rejected || undefined}
      role="group"
      aria-label={name}
      data-testid={`slot-${slot}`}
    >
      <Group justify="space-between" gap={4} mb={4} wrap="nowrap">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {label}
        </Text>
        {rejected && (
          <Text size="xs" c="red" fw={600}>
            {slot.endsWith('_g') ? 'Goalies only' : 'Skaters only'}
          </Text>
        )}
        {player && editable && (
          <ActionIcon
            size="xs"
            variant="subtle"
            color="gray"
            aria-label={`Remove ${player.firstName} ${player.lastName} from ${name}`}
            onClick={() => onClear(slot)}
          >
            <IconX size={12} />
          </ActionIcon>
        )}
      </Group>
      {player ? (
        <DraggablePlayer id={`slot-player:${slot}`} player={player} fromSlot={slot} disabled={!editable}>
          <PlayerCard player={player} warning={warning} compact />
        </DraggablePlayer>
      ) : (
        <div className={classes.empty}>
          <Text size="sm" c="dimmed">
            {unknownId === null ? 'Empty' : `Unknown player #${unknownId}`}
          </Text>
        </div>
      )}
    </div>
  );
}
