import type { ClientRect, DroppableContainer, KeyboardCoordinateGetter, SensorContext } from '@dnd-kit/core';

/**
 * A keyboard drag's coordinate getter with a memory of where it last sent the dragged item.
 * dnd-kit reports `over` only after React has rendered the previous move, so arrow keys pressed
 * faster than a render would start again from a stale target; the memory is the truth within a drag,
 * and `start` clears it when a new drag begins.
 */
export interface KeyboardDrag {
  coordinateGetter: KeyboardCoordinateGetter;
  start: () => void;
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
  ) => { target: Target; rect: ClientRect } | undefined,
  fromContext: (context: SensorContext) => Target | null,
): KeyboardDrag {
  let last: Target | null = null;
  return {
    start: () => {
      last = null;
    },
    coordinateGetter: (event, { context }) => {
      const { collisionRect } = context;
      if (!collisionRect) return undefined;
      const next = step(event, context, last ?? fromContext(context));
      if (!next) return undefined;
      last = next.target;
      return centreOn(next.rect, collisionRect);
    },
  };
}
