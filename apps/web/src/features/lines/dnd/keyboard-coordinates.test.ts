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

describe('keyboard drag collisions', () => {
  const slots = [
    { id: 'a1', rect: rect(0, 0) },
    { id: 'a2', rect: rect(200, 0) },
  ];
  const containers = slots.map((s) => ({ id: s.id, data: { current: undefined } }));
  /** dnd-kit's collision input with the dragged card's rectangle wherever geometry left it. */
  const collide = (drag: KeyboardDrag, card: ClientRect, pointer: { x: number; y: number } | null) =>
    drag
      .collisionDetection({
        active: { id: 'dragged' },
        collisionRect: card,
        droppableRects: new Map(slots.map((s) => [s.id, s.rect])),
        droppableContainers: containers,
        pointerCoordinates: pointer,
      } as unknown as Parameters<KeyboardDrag['collisionDetection']>[0])
      .map((c) => c.id);

  it('answers the slot the keys chose, even while the card is drawn beside it', () => {
    const drag = jumpToDroppable();
    press(drag, 'ArrowDown', slots, null);
    press(drag, 'ArrowRight', slots, 'a1');
    // The card's centre is still over a1 (the page has not caught up): the keys said a2.
    expect(collide(drag, rect(0, 0), null)).toEqual(['a2']);
  });

  it('goes by geometry before the first arrow, for pointer drags, and after a new drag starts', () => {
    const drag = jumpToDroppable();
    expect(collide(drag, rect(0, 0), null)).toEqual(['a1']);
    press(drag, 'ArrowDown', slots, null);
    press(drag, 'ArrowRight', slots, 'a1');
    expect(collide(drag, rect(0, 0), { x: 250, y: 20 })).toEqual(['a2']);
    expect(collide(drag, rect(500, 500), { x: 50, y: 20 })).toEqual(['a1']);
    drag.start();
    expect(collide(drag, rect(500, 500), null)).toEqual([]);
  });

  it('answers the depth chart position the keys chose', () => {
    const drag = depthKeyboardCoordinates(['LW', 'C']);
    const targets = [
      { id: 'LW0', rect: rect(0, 0), data: { list: 'LW', index: 0 } },
      { id: 'C0', rect: rect(200, 0), data: { list: 'C', index: 0 } },
    ];
    press(drag, 'ArrowRight', targets, 'LW0');
    const hits = drag.collisionDetection({
      active: { id: 'dragged' },
      collisionRect: rect(0, 0),
      droppableRects: new Map(targets.map((t) => [t.id, t.rect])),
      droppableContainers: targets.map((t) => ({ id: t.id, data: { current: t.data } })),
      pointerCoordinates: null,
    } as unknown as Parameters<KeyboardDrag['collisionDetection']>[0]);
    expect(hits.map((h) => h.id)).toEqual(['C0']);
  });
});
