import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PlayerCompareResponse } from '@rinkside/domain';
import { AgeCurveChart } from './age-curve-chart';
import { playerColor, playerDash } from './compare-colors';
import { CompareLegend } from './compare-legend';
import { CompareRadar } from './compare-radar';

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** The radars (one a kind of player) and the age curves of a comparison. */
export function CompareCharts({ comparison }: { comparison: PlayerCompareResponse }) {
  const { players, radars } = comparison;
  const indexOf = (id: number) => players.findIndex((p) => p.id === id);
  const legend = players.map((p, index) => ({ id: p.id, name: fullName(p), index }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="compare-radar-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="compare-radar-title">
            Ratings by group
          </Title>
          {radars.length > 1 && (
            <Text size="sm" c="dimmed">
              Goalies and skaters are rated on different groups, so each radar compares players of one kind.
            </Text>
          )}
          {radars.map((radar) => (
            <CompareRadar
              key={radar.kind}
              title={radar.kind === 'goalie' ? 'Goalie ratings' : 'Skater ratings'}
              axes={radar.axes}
              series={radar.playerIds.flatMap((id) => {
                const player = players[indexOf(id)];
                if (!player) return [];
                return [
                  {
                    id,
                    name: fullName(player),
                    color: playerColor(indexOf(id)),
                    dash: playerDash(indexOf(id)),
                    values: radar.axes.map(
                      (axis) => player.ratingGroups.find((g) => g.key === axis.key)?.average ?? 0,
                    ),
                  },
                ];
              })}
            />
          ))}
          <CompareLegend players={legend} />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="compare-curve-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="compare-curve-title">
            Age curve
          </Title>
          <Text size="sm" c="dimmed">
            Overall by season. Hollow points on faded lines are projected by the league&apos;s age curve (an
            average summer, no luck), not known.
          </Text>
          <AgeCurveChart
            series={players.map((p, i) => ({
              id: p.id,
              name: fullName(p),
              color: playerColor(i),
              dash: playerDash(i),
              points: p.ageCurve,
            }))}
          />
          <CompareLegend players={legend} />
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
