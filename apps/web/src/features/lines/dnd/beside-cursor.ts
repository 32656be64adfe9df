import type { Modifier } from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';

const GAP = 14;

/**
 * Moves the drag overlay off the drop point (its top-left just past the pointer), so the slot
 * highlight or the '✓ Drop to insert' gap under the pointer stays readable. Keyboard drags have no
 * pointer: the overlay sits below and to the right of the target instead.
 */
export const besideCursor: Modifier = ({ activatorEvent, draggingNodeRect, transform }) => {
  if (!draggingNodeRect) return transform;
  const pointer = activatorEvent ? getEventCoordinates(activatorEvent) : null;
  if (!pointer)
    return { ...transform, x: transform.x + GAP * 2, y: transform.y + draggingNodeRect.height / 2 + GAP };
  return {
    ...transform,
    x: transform.x + pointer.x - draggingNodeRect.left + GAP,
    y: transform.y + pointer.y - draggingNodeRect.top + GAP,
  };
};
