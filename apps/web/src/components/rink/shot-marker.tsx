import { Group, Text } from '@mantine/core';
import type { AttemptKind } from '@rinkside/domain';
import classes from './shot-marker.module.css';

/** What each kind of attempt is called beside its shape. */
export const ATTEMPT_NAMES: Record<AttemptKind, string> = {
  goal: 'Goal',
  shot: 'Shot on goal',
  miss: 'Missed shot',
  block: 'Blocked shot',
};

function starPath(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `M ${points.join(' L ')} Z`;
}

/**
 * An attempt's shape, told apart without colour: a star for a goal, a filled dot on goal, a ring for a
 * miss, a cross for a block. Drawn in the team's colour (`--team` of an ancestor).
 */
export function ShotShape({
  kind,
  cx,
  cy,
  scale = 1,
}: {
  kind: AttemptKind;
  cx: number;
  cy: number;
  scale?: number;
}) {
  const r = 1.7 * scale;
  switch (kind) {
    case 'goal':
      return <path className={classes.goal} d={starPath(cx, cy, 3.4 * scale)} />;
    case 'shot':
      return <circle className={classes.shot} cx={cx} cy={cy} r={r} />;
    case 'miss':
      return <circle className={classes.miss} cx={cx} cy={cy} r={r} />;
    case 'block': {
      const d = r * 0.9;
      return (
        <path
          className={classes.block}
          d={`M ${cx - d} ${cy - d} L ${cx + d} ${cy + d} M ${cx - d} ${cy + d} L ${cx + d} ${cy - d}`}
        />
      );
    }
  }
}

/** The key to the shapes. */
export function ShotLegend({ kinds = ['goal', 'shot', 'miss', 'block'] }: { kinds?: AttemptKind[] }) {
  return (
    <Group gap="md">
      {kinds.map((kind) => (
        <Group key={kind} gap={6} wrap="nowrap">
          <svg viewBox="-4 -4 8 8" width={16} height={16} aria-hidden className={classes.neutral}>
            <ShotShape kind={kind} cx={0} cy={0} />
          </svg>
          <Text size="xs">{ATTEMPT_NAMES[kind]}</Text>
        </Group>
      ))}
    </Group>
  );
}
