import { pointerWithin, type CollisionDetection } from '@dnd-kit/core';

/**
 * A drop target counts only when the pointer is inside it, so a drop outside every target means
 * 'outside'. Keyboard drags have no pointer: the dragged card's centre stands in for it, so a card
 * picked up in the list is over nothing until the arrow keys move it onto a target.
 */
export const pointerOrCentreWithin: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const { left, top, width, height } = args.collisionRect;
  return pointerWithin({ ...args, pointerCoordinates: { x: left + width / 2, y: top + height / 2 } });
};
