import type { ClientRect, UniqueIdentifier } from '@dnd-kit/core';
import { rememberingKeyboardDrag, targetRect, type KeyboardDrag } from './keyboard-drag';

const NEXT = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS = new Set(['ArrowUp', 'ArrowLeft']);

const isVisible = (rect: ClientRect | undefined): rect is ClientRect =>
  rect !== undefined && rect.width > 0 && rect.height > 0;

/**
 * Keyboard dragging that jumps from drop target to drop target in reading order (top to bottom,
 * left to right): Down/Right for the next one, Up/Left for the previous. Pixel steps would make a
 * keyboard user press an arrow dozens of times to reach a slot.
 */
export function jumpToDroppable(): KeyboardDrag {
  return rememberingKeyboardDrag<UniqueIdentifier>(
    (event, context, current) => {
      const forward = NEXT.has(event.code);
      if (!forward && !PREVIOUS.has(event.code)) return undefined;
      event.preventDefault();
      const targets: { id: UniqueIdentifier; rect: ClientRect }[] = [];
      for (const container of context.droppableContainers.getEnabled()) {
        const rect = targetRect(container, context);
        if (isVisible(rect)) targets.push({ id: container.id, rect });
      }
      if (targets.length === 0) return undefined;
      targets.sort((a, b) => Math.round(a.rect.top - b.rect.top) || a.rect.left - b.rect.left);

      const at = current === null ? -1 : targets.findIndex((t) => t.id === current);
      const index =
        at === -1
          ? forward
            ? 0
            : targets.length - 1
          : (at + (forward ? 1 : -1) + targets.length) % targets.length;
      const target = targets[index];
      return target && { target: target.id, id: target.id, rect: target.rect };
    },
    (context) => context.over?.id ?? null,
  );
}
