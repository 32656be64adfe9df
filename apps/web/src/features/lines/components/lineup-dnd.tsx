import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type Over,
} from '@dnd-kit/core';
import type { LineupSlot, PlayerId, StoredPlayer } from '@rinkside/domain';
import { useState, type ReactNode } from 'react';
import { besideCursor } from '../dnd/beside-cursor';
import { jumpToDroppable } from '../dnd/jump-to-droppable';
import { SLOT_LABELS } from '../lineup-layout';
import type { LineupDragData } from './draggable-player';
import { PlayerCard } from './player-card';
import { slotAccepts } from './slot-accepts';
import classes from './lines.module.css';

interface LineupDndProps {
  players: ReadonlyMap<number, StoredPlayer>;
  onPlace: (slot: LineupSlot, playerId: PlayerId, fromSlot?: LineupSlot) => void;
  onClear: (slot: LineupSlot) => void;
  children: ReactNode;
}

const dragData = (active: Active) => active.data.current as LineupDragData | undefined;
const overSlot = (over: Over | null) => (over?.data.current as { slot?: LineupSlot } | undefined)?.slot;

const screenReaderInstructions = {
  draggable:
    'To pick up a player, press Space or Enter. Use the arrow keys to move between lineup slots, ' +
    'Space or Enter to drop him in the slot, Escape to cancel.',
};

/** The line editor's drag and drop: mouse, touch and keyboard, with spoken announcements. */
export function LineupDnd({ players, onPlace, onClear, children }: LineupDndProps) {
  const [dragging, setDragging] = useState<StoredPlayer | null>(null);
  const [keyboard] = useState(jumpToDroppable);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboard.coordinateGetter }),
  );
  const nameOf = (active: Active) => {
    const player = players.get(dragData(active)?.playerId ?? -1);
    return player ? `${player.firstName} ${player.lastName}` : 'Player';
  };
  const accepted = (active: Active, slot: LineupSlot) => {
    const player = players.get(dragData(active)?.playerId ?? -1);
    return player !== undefined && slotAccepts(slot, player);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active)}.`,
    onDragOver: ({ active, over }) => {
      const slot = overSlot(over);
      if (!slot) return `${nameOf(active)} is not over a slot.`;
      return accepted(active, slot)
        ? `${nameOf(active)} is over ${SLOT_LABELS[slot]}.`
        : `${SLOT_LABELS[slot]} does not take ${nameOf(active)}.`;
    },
    onDragEnd: ({ active, over }) => {
      const slot = overSlot(over);
      const from = dragData(active)?.fromSlot;
      if (!slot)
        return from ? `${nameOf(active)} removed from ${SLOT_LABELS[from]}.` : 'Dropped outside the lineup.';
      return accepted(active, slot)
        ? `${nameOf(active)} placed in ${SLOT_LABELS[slot]}.`
        : `${SLOT_LABELS[slot]} does not take ${nameOf(active)}; nothing changed.`;
    },
    onDragCancel: ({ active }) => `Moving ${nameOf(active)} cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const data = dragData(active);
    if (!data) return;
    const slot = overSlot(over);
    if (!slot) {
      if (data.fromSlot) onClear(data.fromSlot);
      return;
    }
    if (accepted(active, slot)) onPlace(slot, data.playerId, data.fromSlot);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={keyboard.collisionDetection}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={({ active }) => {
        keyboard.start();
        setDragging(players.get(dragData(active)?.playerId ?? -1) ?? null);
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
    >
      {children}
      <DragOverlay dropAnimation={null} modifiers={[besideCursor]}>
        {dragging && (
          <div className={classes.overlay}>
            <PlayerCard player={dragging} compact />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
