import { Group, Stack, Text } from '@mantine/core';
import { RinkSheet, toSvg } from '../../../components/rink/rink-sheet';
import { ShotShape } from '../../../components/rink/shot-marker';
import { HEAT_CELL_FEET, type SeasonHeat } from './season-heat';
import classes from './season-heat-map.module.css';

const counted = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Attempts on the attacked half, darker where there were more; goals as stars. */
export function SeasonHeatMap({ heat, label }: { heat: SeasonHeat; label: string }) {
  const { totals } = heat;
  return (
    <Stack gap={6}>
      <RinkSheet
        view="offensive"
        label={`${label}: ${counted(totals.attempts, 'shot attempt')}, ${counted(totals.goals, 'goal')}, darker where there were more`}
        className={classes.map}
        under={heat.cells.map((c) => {
          const corner = toSvg({ x: c.x, y: c.y + HEAT_CELL_FEET });
          return (
            <rect
              key={`${c.x}:${c.y}`}
              className={classes.cell}
              x={corner.x}
              y={corner.y}
              width={HEAT_CELL_FEET}
              height={HEAT_CELL_FEET}
              fillOpacity={0.12 + 0.78 * (c.attempts / heat.most)}
            />
          );
        })}
      >
        {heat.goals.map((g, i) => {
          const { x, y } = toSvg(g);
          return <ShotShape key={i} kind="goal" cx={x} cy={y} scale={0.55} />;
        })}
      </RinkSheet>
      <Group justify="space-between" gap="xs">
        <Group gap={6} wrap="nowrap" aria-hidden>
          <Text size="xs">Fewer</Text>
          <span className={classes.scale} />
          <Text size="xs">More attempts</Text>
          <svg viewBox="-4 -4 8 8" width={14} height={14} className={classes.goalKey}>
            <ShotShape kind="goal" cx={0} cy={0} />
          </svg>
          <Text size="xs">Goal</Text>
        </Group>
        <Text size="xs" c="dimmed">
          {[
            counted(totals.attempts, 'attempt'),
            `${totals.onGoal} on goal`,
            counted(totals.goals, 'goal'),
            `${totals.xg.toFixed(1)} xG`,
          ].join(' · ')}
        </Text>
      </Group>
    </Stack>
  );
}
