import type { ClientRect, SensorContext } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { depthKeyboardCoordinates } from './depth-keyboard';
import { jumpToDroppable } from './jump-to-droppable';
import type { KeyboardDrag } from './keyboard-drag';

const rect = (left: number, top: number, width = 100, height = 40): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

interface Target {
  id: string;
  rect: ClientRect;
  data?: unknown;
}

/** The parts of dnd-kit's sensor context the getters read. */
function press(drag: KeyboardDrag, code: string, targets: Target[], over: string | null, active?: unknown) {
  const context = {
    collisionRect: rect(0, 0, 100, 40),
    droppableRects: new Map(targets.map((t) => [t.id, t.rect])),
    droppableContainers: {
      getEnabled: () =>
        targets.map((t) => ({
          id: t.id,
          data: { current: t.data },
          rect: { current: null },
          node: { current: null },
        })),
    },
    over: over ? { id: over, data: { current: targets.find((t) => t.id === over)?.data } } : null,
    active: { id: 'dragged', data: { current: active } },
  } as unknown as SensorContext;
  const event = { code, preventDefault: () => undefined } as KeyboardEvent;
  return drag.coordinateGetter(event, { active: 'dragged', currentCoordinates: { x: 0, y: 0 }, context });
}

describe('jumpToDroppable (line editor keyboard)', () => {
  // Two rows of two slots, registered out of reading order.
  const slots = [
    { id: 'b2', rect: rect(200, 100) },
    { id: 'a1', rect: rect(0, 0) },
    { id: 'a2', rect: rect(200, 0) },
    { id: 'b1', rect: rect(0, 100) },
    { id: 'hidden', rect: rect(0, 0, 0, 0) },
  ];

  it('goes to the first slot in reading order, then on, wrapping around', () => {
    const drag = jumpToDroppable();
    expect(press(drag, 'ArrowDown', slots, null)).toEqual({ x: 0, y: 0 });
    expect(press(drag, 'ArrowRight', slots, 'a1')).toEqual({ x: 200, y: 0 });
    expect(press(drag, 'ArrowDown', slots, 'a2')).toEqual({ x: 0, y: 100 });
    expect(press(drag, 'ArrowDown', slots, 'b1')).toEqual({ x: 200, y: 100 });
    expect(press(drag, 'ArrowDown', slots, 'b2')).toEqual({ x: 0, y: 0 });
  });

  it('goes back with Up and Left, from nowhere to the last slot', () => {
    expect(press(jumpToDroppable(), 'ArrowUp', slots, null)).toEqual({ x: 200, y: 100 });
    expect(press(jumpToDroppable(), 'ArrowLeft', slots, 'b1')).toEqual({ x: 200, y: 0 });
  });

  it('moves on from where it last went when keys come faster than the page reports the target', () => {
    const drag = jumpToDroppable();
    expect(press(drag, 'ArrowDown', slots, null)).toEqual({ x: 0, y: 0 });
    // `over` has not caught up with the first press yet.
    expect(press(drag, 'ArrowRight', slots, null)).toEqual({ x: 200, y: 0 });
    expect(press(drag, 'ArrowRight', slots, 'a1')).toEqual({ x: 0, y: 100 });
    // A new drag starts from nowhere again.
    drag.start();
    expect(press(drag, 'ArrowDown', slots, null)).toEqual({ x: 0, y: 0 });
  });

  it('ignores other keys', () => {
    expect(press(jumpToDroppable(), 'KeyA', slots, null)).toBeUndefined();
  });
});

describe('depthKeyboardCoordinates (depth chart keyboard)', () => {
  const getter = () => depthKeyboardCoordinates(['LW', 'C', 'Unassigned']);
  const targets = [
    { id: 'LW0', rect: rect(0, 0), data: { list: 'LW', index: 0 } },
    { id: 'LW1', rect: rect(0, 50), data: { list: 'LW', index: 1 } },
    { id: 'LW2', rect: rect(0, 100), data: { list: 'LW', index: 2 } },
    { id: 'C0', rect: rect(200, 0), data: { list: 'C', index: 0 } },
    { id: 'U0', rect: rect(0, 300), data: { list: 'Unassigned', index: 0 } },
  ];

  it('moves within a column with Up and Down, stopping at the ends', () => {
    expect(press(getter(), 'ArrowUp', targets, 'LW2')).toEqual({ x: 0, y: 50 });
    expect(press(getter(), 'ArrowDown', targets, 'LW2')).toEqual({ x: 0, y: 100 });
    expect(press(getter(), 'ArrowUp', targets, null, { list: 'LW', index: 1 })).toEqual({ x: 0, y: 0 });
  });

  it('moves to the same depth in the next column, or its last place, with Left and Right', () => {
    expect(press(getter(), 'ArrowRight', targets, 'LW2')).toEqual({ x: 200, y: 0 });
    expect(press(getter(), 'ArrowRight', targets, 'C0')).toEqual({ x: 0, y: 300 });
    expect(press(getter(), 'ArrowLeft', targets, 'LW0')).toEqual({ x: 0, y: 300 });
  });

  it('moves on from where it last went when keys come faster than the page reports the target', () => {
    const drag = getter();
    const from = { list: 'LW', index: 0 };
    expect(press(drag, 'ArrowDown', targets, null, from)).toEqual({ x: 0, y: 50 });
    expect(press(drag, 'ArrowDown', targets, null, from)).toEqual({ x: 0, y: 100 });
    drag.start();
    expect(press(drag, 'ArrowDown', targets, null, from)).toEqual({ x: 0, y: 50 });
  });
});
