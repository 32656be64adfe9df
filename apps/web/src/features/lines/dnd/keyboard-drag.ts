import type {
  ClientRect,
  CollisionDetection,
  DroppableContainer,
  KeyboardCoordinateGetter,
  SensorContext,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { pointerOrCentreWithin } from './collision';

/**
 * A keyboard drag with a memory of the drop target it last sent the dragged item to.
 * dnd-kit reports `over` only after React has rendered the previous move, so arrow keys pressed
 * faster than a render would start again from a stale target; and the dragged card's rectangle, the
 * page's scroll (the sensor scrolls smoothly toward a far target) and the measured targets settle at
 * different moments, so geometry alone could land the card beside the slot the keys chose. The memory
 * is the truth within a keyboard drag: the arrows move from it, and collision detection answers it.
 * `start` clears it when a new drag begins; pointer drags ignore it.
 */
export interface KeyboardDrag {
  coordinateGetter: KeyboardCoordinateGetter;
  collisionDetection: CollisionDetection;
  start: () => void;
}

/** Where a keyboard step goes: the target as the getter knows it, its drop target's id and rectangle. */
export interface KeyboardStep<Target> {
  target: Target;
  id: UniqueIdentifier;
  rect: ClientRect;
}

/** A drop target's rectangle: as dnd-kit measured it, or measured now if a key came before dnd-kit did. */
export function targetRect(container: DroppableContainer, context: SensorContext): ClientRect | undefined {
  const measured = context.droppableRects.get(container.id) ?? container.rect.current ?? undefined;
  if (measured) return measured;
  const box = container.node.current?.getBoundingClientRect();
  return (
    box && {
      left: box.left,
      top: box.top,
      width: box.width,
      height: box.height,
      right: box.right,
      bottom: box.bottom,
    }
  );
}

/** Coordinates (the dragged item's top-left corner) that centre it on a target. */
export const centreOn = (target: ClientRect, dragged: ClientRect) => ({
  x: target.left + (target.width - dragged.width) / 2,
  y: target.top + (target.height - dragged.height) / 2,
});

export function rememberingKeyboardDrag<Target>(
  step: (
    event: KeyboardEvent,
    context: SensorContext,
    current: Target | null,
  ) => KeyboardStep<Target> | undefined,
  fromContext: (context: SensorContext) => Target | null,
): KeyboardDrag {
  let last: KeyboardStep<Target> | null = null;
  return {
    start: () => {
      last = null;
    },
    coordinateGetter: (event, { context }) => {
      const { collisionRect } = context;
      if (!collisionRect) return undefined;
      const next = step(event, context, last?.target ?? fromContext(context));
      if (!next) return undefined;
      last = next;
      return centreOn(next.rect, collisionRect);
    },
    collisionDetection: (args) => {
      // A keyboard drag has no pointer; a pointer drag never consults the memory.
      const chosen = args.pointerCoordinates ? undefined : last;
      const container = chosen && args.droppableContainers.find((c) => c.id === chosen.id);
      if (container) return [{ id: container.id, data: { droppableContainer: container, value: 0 } }];
      return pointerOrCentreWithin(args);
    },
  };
}
