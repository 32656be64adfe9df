import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatFaceoffPercent,
  formatGaa,
  formatIceTime,
  formatPlusMinus,
  formatSavePercentage,
  isDefensePosition,
  type GameAnalytics,
  type GoalieGameStats,
  type SimulationData,
  type SkaterGameStats,
} from '@rinkside/domain';
import { useMemo } from 'react';
import { analyticsOf, formatShare, hasExpectedGoals } from './analytics-of';
import { LineupChanges } from './lineup-changes';
import { ShotMetricsTable } from './shot-metrics-table';

// SPEC §9 player stat columns; FO% for forwards only.
const SKATER_COLUMNS: [abbr: string, title: string][] = [
  ['G', 'Goals'],
  ['A', 'Assists'],
  ['P', 'Points'],
  ['S', 'Shots'],
  ['Hits', 'Hits'],
  ['+/-', 'Plus/minus'],
  ['PPG', 'Power-play goals'],
  ['PIM', 'Penalty minutes'],
  ['TOI', 'Time on ice'],
  ['GV', 'Giveaways'],
  ['TK', 'Takeaways'],
  ['BLK', 'Blocked shots'],
  ['FO%', 'Faceoff percentage'],
  ['ixG', 'Individual expected goals'],
  ['CF%', 'On-ice Corsi share: shot attempts for while on the ice'],
];
const GOALIE_COLUMNS: [abbr: string, title: string][] = [
  ['Saves', 'Saves'],
  ['GA', 'Goals against'],
  ['SV%', 'Save percentage'],
  ['GAA', 'Goals-against average'],
  ['W', 'Win'],
  ['TOI', 'Time on ice'],
];

/** A skater's line; ixG and on-ice CF% from the game's analytics ('-' without them or without xG). */
export function skaterCells(
  p: SkaterGameStats,
  analytics: GameAnalytics | null = null,
  withXg = true,
): string[] {
  const forward = !isDefensePosition(p.position);
  const metrics = analytics?.skaters[String(p.playerId)];
  return [
    p.goals,
    p.assists,
    p.points,
    p.shots,
    p.hits,
    formatPlusMinus(p.plusMinus),
    p.ppGoals,
    p.pim,
    formatIceTime(p.icetime),
    p.giveaways,
    p.takeaways,
    p.shotBlocks,
    forward ? formatFaceoffPercent(p.faceoffsWon, p.faceoffsTaken) : '',
    metrics && withXg ? metrics.ixg.toFixed(2) : '-',
    metrics ? formatShare(metrics.all.cf, metrics.all.ca) : '-',
  ].map(String);
}

export function goalieCells(g: GoalieGameStats): string[] {
  return [
    String(g.saves),
    String(g.goalsAgainst),
    formatSavePercentage(g.savePercentage, g.shotsAgainst),
    formatGaa(g.gaa),
    g.decision === 'W' ? '1' : '0',
    formatIceTime(g.icetime),
  ];
}

const byIceTime = (a: SkaterGameStats, b: SkaterGameStats) =>
  Number(isDefensePosition(a.position)) - Number(isDefensePosition(b.position)) || b.icetime - a.icetime;

interface BoxScoreProps {
  data: SimulationData;
  home: string;
  away: string;
  gameId: number;
}

/**
 * SPEC §2 Box Score: who replaced whom and who got hurt, both teams' shot attempts and expected goals,
 * every skater line and the goalie lines of both teams.
 */
export function BoxScore({ data, home, away, gameId }: BoxScoreProps) {
  const analytics = useMemo(() => analyticsOf(data), [data]);
  const withXg = hasExpectedGoals(data);
  const teams = [
    [home, data.playerStats.teamA, data.goalieStats.teamA],
    [away, data.playerStats.teamB, data.goalieStats.teamB],
  ] as const;
  return (
    <Stack gap="lg">
      <LineupChanges data={data} home={home} away={away} gameId={gameId} />
      <ShotMetricsTable analytics={analytics} home={home} away={away} withXg={withXg} />
      {teams.map(([name, skaters, goalies]) => (
        <Paper
          key={name}
          withBorder
          radius="lg"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-label={`${name} box score`}
        >
          <Title order={3} fz="md" mb="sm">
            {name}
          </Title>
          <StatTable
            caption={`${name} skaters`}
            columns={SKATER_COLUMNS}
            rows={Object.values(skaters)
              .sort(byIceTime)
              .map((p) => ({
                key: String(p.playerId),
                who: p,
                position: p.position,
                cells: skaterCells(p, analytics, withXg),
              }))}
          />
          <StatTable
            caption={`${name} goalies`}
            columns={GOALIE_COLUMNS}
            rows={Object.values(goalies)
              .sort((a, b) => b.icetime - a.icetime)
              .map((g) => ({ key: String(g.playerId), who: g, position: 'G', cells: goalieCells(g) }))}
          />
        </Paper>
      ))}
    </Stack>
  );
}

interface Row {
  key: string;
  who: { firstName: string; lastName: string; jerseyNumber: number };
  position: string;
  cells: string[];
}

function StatTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: [string, string][];
  rows: Row[];
}) {
  return (
    <Table.ScrollContainer minWidth={columns.length > 6 ? 820 : 480} mb="md">
      <Table striped highlightOnHover fz="sm" captionSide="top">
        <Table.Caption ta="left" fw={600} c="dimmed" style={{ marginBottom: 4 }}>
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Player</Table.Th>
            <Table.Th>Pos</Table.Th>
            {columns.map(([abbr, title]) => (
              <Table.Th key={abbr} ta="right">
                <abbr title={title} style={{ textDecoration: 'none' }}>
                  {abbr}
                </abbr>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 3}>
                <Text size="sm" c="dimmed">
                  No players.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td c="dimmed">{row.who.jerseyNumber}</Table.Td>
              <Table.Th scope="row" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {row.who.firstName} {row.who.lastName}
              </Table.Th>
              <Table.Td>{row.position}</Table.Td>
              {row.cells.map((cell, i) => (
                <Table.Td
                  key={columns[i]?.[0] ?? i}
                  ta="right"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
