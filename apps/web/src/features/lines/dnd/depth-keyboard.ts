import type { ClientRect, UniqueIdentifier } from '@dnd-kit/core';
import type { DepthColumn } from '@rinkside/domain';
import { rememberingKeyboardDrag, targetRect, type KeyboardDrag } from './keyboard-drag';

/** Drop targets of the depth chart carry where they insert. */
export interface DepthDropData {
  list: DepthColumn;
  index: number;
}

const COLUMN_KEYS: Record<string, -1 | 1> = { ArrowLeft: -1, ArrowRight: 1 };
const ROW_KEYS: Record<string, -1 | 1> = { ArrowUp: -1, ArrowDown: 1 };

/**
 * Keyboard dragging on the depth chart: Up/Down move the insert point within a column,
 * Left/Right move to the same depth in the previous/next column (Unassigned comes after G).
 */
export function depthKeyboardCoordinates(columns: readonly DepthColumn[]): KeyboardDrag {
  return rememberingKeyboardDrag<DepthDropData>(
    (event, context, current) => {
      const rowStep = ROW_KEYS[event.code];
      const columnStep = COLUMN_KEYS[event.code];
      if (rowStep === undefined && columnStep === undefined) return undefined;
      event.preventDefault();
      if (!current) return undefined;

      const targets: (DepthDropData & { id: UniqueIdentifier; rect: ClientRect })[] = [];
      for (const container of context.droppableContainers.getEnabled()) {
        const data = container.data.current as DepthDropData | undefined;
        const rect = targetRect(container, context);
        if (data && rect && rect.width > 0)
          targets.push({ list: data.list, index: data.index, id: container.id, rect });
      }
      const inColumn = (list: DepthColumn) =>
        targets.filter((t) => t.list === list).sort((a, b) => a.index - b.index);

      let target: (typeof targets)[number] | undefined;
      if (rowStep !== undefined) {
        const column = inColumn(current.list);
        const at = column.findIndex((t) => t.index === current.index);
        target = column[Math.max(0, Math.min(column.length - 1, at + rowStep))];
      } else if (columnStep !== undefined) {
        const from = columns.indexOf(current.list);
        const list = columns[(from + columnStep + columns.length) % columns.length];
        const column = list ? inColumn(list) : [];
        target = column[Math.min(current.index, column.length - 1)];
      }
      return (
        target && { target: { list: target.list, index: target.index }, id: target.id, rect: target.rect }
      );
    },
    (context) => (context.over?.data.current ?? context.active?.data.current ?? null) as DepthDropData | null,
  );
}
