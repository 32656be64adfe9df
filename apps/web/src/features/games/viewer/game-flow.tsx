import { SectionPanel } from '../../../components/section-panel';
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Stack, Text } from '@mantine/core';
import { goalieIdsOf, shotAttemptsOf, type SimulationData } from '@rinkside/domain';
import { useMemo } from 'react';
import { shootoutPeriodOf } from '../shared/play-labels';
import classes from './game-flow.module.css';
import { elapsedOf, gameFlowOf, type GameFlow } from './game-flow-model';

interface Props {
  data: SimulationData;
  home: string;
  away: string;
  abbreviations: [home: string, away: string];
}

// The same blue and orange as the rink's markers, in either colour scheme (game-flow.module.css).
const HOME_COLOR = 'var(--flow-home)';
const AWAY_COLOR = 'var(--flow-away)';

/** The game minute by minute: both teams' cumulative expected goals and shot attempts, goals marked. */
export function GameFlowChart({ data, home, away, abbreviations }: Props) {
  const flow = useMemo(() => {
    const shootout = shootoutPeriodOf(data);
    const played = data.events.filter((e) => e.period !== shootout);
    const last = played.at(-1);
    const end = last ? elapsedOf(last.period, last.clock) : 0;
    return gameFlowOf(shotAttemptsOf(data.events, goalieIdsOf(data)), end);
  }, [data]);
  const final = flow.points.at(-1);
  const located = data.events.some((e) => e.type === 'SHOT' && e.xg !== undefined);

  return (
    <SectionPanel title="Game flow" titleId="game-flow-title" order={3} className={classes.flow}>
      <Stack gap="sm">
        {final && (
          <Text size="sm" c="dimmed">
            {located &&
              `Expected goals: ${home} ${final.homeXg.toFixed(2)}, ${away} ${final.awayXg.toFixed(2)}. `}
            Shot attempts: {home} {final.homeAttempts}, {away} {final.awayAttempts}. Dashed lines mark goals.
          </Text>
        )}
        {located && (
          <FlowLines
            flow={flow}
            title="Expected goals"
            keys={['homeXg', 'awayXg']}
            names={[home, away]}
            abbreviations={abbreviations}
            format={(v) => v.toFixed(2)}
          />
        )}
        <FlowLines
          flow={flow}
          title="Shot attempts"
          keys={['homeAttempts', 'awayAttempts']}
          names={[home, away]}
          abbreviations={abbreviations}
          format={(v) => String(v)}
        />
      </Stack>
    </SectionPanel>
  );
}

// Goals closer together than this share the first one's label: two labels a minute apart run together.
const LABEL_GAP_MINUTES = 4;

/** A dashed line at each goal in the scoring team's colour, its abbreviation on top where there is room. */
function goalLines(flow: GameFlow, abbreviations: [string, string]) {
  let labelledAt = -Infinity;
  return flow.goals.map((g) => {
    const labelled = g.minute - labelledAt >= LABEL_GAP_MINUTES;
    if (labelled) labelledAt = g.minute;
    return {
      x: g.minute,
      color: g.team === 'home' ? HOME_COLOR : AWAY_COLOR,
      strokeDasharray: '4 3',
      label: labelled ? abbreviations[g.team === 'home' ? 0 : 1] : undefined,
      labelPosition: 'insideTop' as const,
    };
  });
}

interface FlowLinesProps {
  flow: GameFlow;
  title: string;
  keys: [string, string];
  names: [string, string];
  abbreviations: [string, string];
  format: (value: number) => string;
}

function FlowLines({ flow, title, keys, names, abbreviations, format }: FlowLinesProps) {
  return (
    <Box component="figure" m={0} aria-label={`${title} by minute`}>
      <Text component="figcaption" size="xs" fw={700} mb={4}>
        {title}
      </Text>
      <LineChart
        h={180}
        data={flow.points}
        dataKey="minute"
        curveType="stepAfter"
        withDots={false}
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 28 }}
        valueFormatter={format}
        // Every tick the scale picks: recharts drops one that crowds the next on a short chart.
        yAxisProps={{ interval: 0, width: 44 }}
        xAxisProps={{ tickFormatter: (m: number) => `${m}'`, interval: 'preserveStartEnd', minTickGap: 24 }}
        series={[
          { name: keys[0], label: names[0], color: HOME_COLOR },
          { name: keys[1], label: names[1], color: AWAY_COLOR },
        ]}
        referenceLines={goalLines(flow, abbreviations)}
      />
    </Box>
  );
}
