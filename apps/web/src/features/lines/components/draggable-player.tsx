import { useDraggable } from '@dnd-kit/core';
import type { LineupSlot, StoredPlayer } from '@rinkside/domain';
import type { ReactNode } from 'react';
import { playerLabel } from './player-card';
import classes from './lines.module.css';

/** What a dragged card carries: the player, and the slot he was dragged out of, if any. */
export interface LineupDragData {
  playerId: number;
  fromSlot?: LineupSlot;
}

interface DraggablePlayerProps {
  id: string;
  player: StoredPlayer;
  fromSlot?: LineupSlot;
  disabled: boolean;
  children: ReactNode;
}

/** A player card that can be picked up with the mouse, a finger, or Space/Enter on the keyboard. */
export function DraggablePlayer({ id, player, fromSlot, disabled, children }: DraggablePlayerProps) {
  const data: LineupDragData = { playerId: player.id, fromSlot };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, data, disabled });
  return (
    <div
      ref={setNodeRef}
      className={classes.draggable}
      data-dragging={isDragging || undefined}
      {...attributes}
      {...listeners}
      aria-label={playerLabel(player)}
      tabIndex={disabled ? -1 : 0}
    >
      {children}
    </div>
  );
}
