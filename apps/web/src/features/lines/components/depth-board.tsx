import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { Stack, Text, Title } from '@mantine/core';
import { acceptsPosition, DEPTH_POSITIONS, moveInDepthChart, type StoredPlayer } from '@rinkside/domain';
import { useMemo, useState } from 'react';
import { besideCursor } from '../dnd/beside-cursor';
import { depthKeyboardCoordinates, type DepthDropData } from '../dnd/depth-keyboard';
import { DEPTH_COLUMNS, type DepthLists } from '../depth-lists';
import { DepthCardBody } from './depth-card';
import { DepthColumn } from './depth-column';
import classes from './depth.module.css';

interface DepthBoardProps {
  lists: DepthLists;
  editing: boolean;
  onChange: (lists: DepthLists) => void;
  playerHref: (playerId: number) => string;
}

type Dragged = DepthDropData & { player: StoredPlayer };

const where = ({ list, index }: DepthDropData) =>
  list === 'Unassigned' ? 'Unassigned Players' : `${list}, depth ${index + 1}`;

/** SPEC §2 depth chart view: LW C RW LD RD G columns and 'Unassigned Players', reordered by drag and drop. */
export function DepthBoard({ lists, editing, onChange, playerHref }: DepthBoardProps) {
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [target, setTarget] = useState<DepthDropData | null>(null);
  const [keyboard] = useState(() => depthKeyboardCoordinates(DEPTH_COLUMNS));
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboard.coordinateGetter }),
  );
  const byId = useMemo(
    () => new Map(DEPTH_COLUMNS.flatMap((c) => lists[c].map((p) => [p.id, p] as const))),
    [lists],
  );
  const draggedFrom = (data: unknown): Dragged | null => {
    const d = data as (DepthDropData & { playerId: number }) | undefined;
    const player = d ? byId.get(d.playerId) : undefined;
    return d && player ? { list: d.list, index: d.index, player } : null;
  };
  const nameOf = (data: unknown) => {
    const p = draggedFrom(data)?.player;
    return p ? `${p.firstName} ${p.lastName}` : 'Player';
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.data.current)}.`,
    onDragOver: ({ active, over }) => {
      const to = over?.data.current as DepthDropData | undefined;
      if (!to) return `${nameOf(active.data.current)} is not over a position.`;
      const ok = acceptsPosition(to.list, draggedFrom(active.data.current)?.player.naturalPosition ?? '');
      return `${ok ? 'Drop to insert at' : 'Invalid position:'} ${where(to)}.`;
    },
    onDragEnd: ({ active, over }) => {
      const to = over?.data.current as DepthDropData | undefined;
      const ok =
        to && acceptsPosition(to.list, draggedFrom(active.data.current)?.player.naturalPosition ?? '');
      return to && ok ? `${nameOf(active.data.current)} moved to ${where(to)}.` : 'Move cancelled.';
    },
    onDragCancel: ({ active }) => `Moving ${nameOf(active.data.current)} cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = draggedFrom(active.data.current);
    const to = over?.data.current as DepthDropData | undefined;
    setDragged(null);
    setTarget(null);
    // SPEC §5: a drop onto an incompatible position is cancelled; unassigned takes anyone.
    if (!from || !to || !acceptsPosition(to.list, from.player.naturalPosition)) return;
    onChange(moveInDepthChart(lists, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={keyboard.collisionDetection}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Press Space or Enter to pick up the player. Up and Down move within a column, Left and Right ' +
            'to another column. Space or Enter inserts him there, Escape cancels.',
        },
      }}
      onDragStart={({ active }) => {
        keyboard.start();
        setDragged(draggedFrom(active.data.current));
      }}
      onDragOver={({ over }) => setTarget((over?.data.current as DepthDropData | undefined) ?? null)}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragged(null);
        setTarget(null);
      }}
    >
      <Stack gap="lg">
        <div className={classes.board}>
          {DEPTH_POSITIONS.map((position) => (
            <DepthColumn
              key={position}
              column={position}
              players={lists[position]}
              editing={editing}
              target={target}
              dragged={dragged}
              playerHref={playerHref}
            />
          ))}
        </div>
        {(lists.Unassigned.length > 0 || editing) && (
          <section aria-labelledby="unassigned-title">
            <Title order={3} fz="md" mb="xs" id="unassigned-title">
              Unassigned Players
            </Title>
            {lists.Unassigned.length === 0 && (
              <Text size="xs" c="dimmed" mb={4}>
                Drop a player here to take him off the depth chart.
              </Text>
            )}
            <DepthColumn
              column="Unassigned"
              players={lists.Unassigned}
              editing={editing}
              target={target}
              dragged={dragged}
              playerHref={playerHref}
              layout="grid"
            />
          </section>
        )}
      </Stack>
      <DragOverlay dropAnimation={null} modifiers={[besideCursor]}>
        {dragged && (
          <div className={`${classes.card} ${classes.overlay}`}>
            <DepthCardBody player={dragged.player} column={dragged.list} rank={null} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
