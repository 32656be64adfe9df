import type { ClientRect, KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';

const NEXT = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS = new Set(['ArrowUp', 'ArrowLeft']);

const isVisible = (rect: ClientRect | undefined): rect is ClientRect =>
  rect !== undefined && rect.width > 0 && rect.height > 0;

/**
 * Keyboard dragging that jumps from drop target to drop target in reading order (top to bottom,
 * left to right): Down/Right for the next one, Up/Left for the previous. Pixel steps would make a
 * keyboard user press an arrow dozens of times to reach a slot.
 */
export const jumpToDroppable: KeyboardCoordinateGetter = (event, { context }) => {
  const forward = NEXT.has(event.code);
  if (!forward && !PREVIOUS.has(event.code)) return undefined;
  event.preventDefault();
  const { droppableContainers, droppableRects, collisionRect, over } = context;
  if (!collisionRect) return undefined;

  const targets: { id: UniqueIdentifier; rect: ClientRect }[] = [];
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (isVisible(rect)) targets.push({ id: container.id, rect });
  }
  if (targets.length === 0) return undefined;
  targets.sort((a, b) => Math.round(a.rect.top - b.rect.top) || a.rect.left - b.rect.left);

  const current = over ? targets.findIndex((t) => t.id === over.id) : -1;
  const index =
    current === -1
      ? forward
        ? 0
        : targets.length - 1
      : (current + (forward ? 1 : -1) + targets.length) % targets.length;
  const target = targets[index];
  if (!target) return undefined;
  // Coordinates are the dragged item's top-left corner: centre it on the target.
  return {
    x: target.rect.left + (target.rect.width - collisionRect.width) / 2,
    y: target.rect.top + (target.rect.height - collisionRect.height) / 2,
  };
};
