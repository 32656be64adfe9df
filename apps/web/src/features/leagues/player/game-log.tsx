import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Paper, Table, Title } from '@mantine/core';
import {
  formatIceTime,
  formatLeagueDate,
  formatPlusMinus,
  formatSavePercentage,
  type GameLogEntry,
} from '@rinkside/domain';
import { useLeagueId } from '../../../lib/league-query';
import { useLeagueTimeZone } from '../../../lib/queries/get-league-clock';

/** The season game by game, oldest first, as a table (newest first) and a running-total line chart. */
export function GameLog({ entries, goalie }: { entries: readonly GameLogEntry[]; goalie: boolean }) {
  const timeZone = useLeagueTimeZone(useLeagueId());
  // 'Oct 7' in the league's time zone, never the browser's.
  const day = (iso: string) => (timeZone ? formatLeagueDate(iso, timeZone, { withYear: false }) : '');
  const ordered = [...entries].sort((a, b) => a.date.localeCompare(b.date));
  let points = 0;
  let goals = 0;
  let wins = 0;
  const series = ordered.map((e) => {
    points += e.points;
    goals += e.goals;
    if (e.decision === 'W') wins += 1;
    return goalie ? { game: day(e.date), Wins: wins } : { game: day(e.date), Points: points, Goals: goals };
  });

  return (
    <>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="season-chart-title">
        <Title order={2} fz="lg" mb="sm" id="season-chart-title">
          {goalie ? 'Wins over the season' : 'Points over the season'}
        </Title>
        <LineChart
          h={240}
          data={series}
          dataKey="game"
          curveType="monotone"
          withDots={series.length <= 30}
          series={
            goalie
              ? [{ name: 'Wins', color: 'ice.6' }]
              : [
                  { name: 'Points', color: 'ice.6' },
                  { name: 'Goals', color: 'goal.6' },
                ]
          }
          withLegend={!goalie}
        />
      </Paper>
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'xs', sm: 'md' }}
        component="section"
        aria-labelledby="game-log-title"
      >
        <Title order={2} fz="lg" mb="sm" id="game-log-title">
          Game log
        </Title>
        <Table.ScrollContainer minWidth={560} mah={420}>
          <Table striped fz="sm" verticalSpacing={4} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Opponent</Table.Th>
                <Table.Th>Result</Table.Th>
                {goalie ? (
                  <>
                    <Table.Th>Dec</Table.Th>
                    <Table.Th ta="right">SA</Table.Th>
                    <Table.Th ta="right">GA</Table.Th>
                    <Table.Th ta="right">SV</Table.Th>
                    <Table.Th ta="right">SV%</Table.Th>
                  </>
                ) : (
                  <>
                    <Table.Th ta="right">G</Table.Th>
                    <Table.Th ta="right">A</Table.Th>
                    <Table.Th ta="right">P</Table.Th>
                    <Table.Th ta="right">S</Table.Th>
                    <Table.Th ta="right">+/-</Table.Th>
                  </>
                )}
                <Table.Th ta="right">TOI</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...ordered].reverse().map((e) => (
                <Table.Tr key={e.gameId}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(e.date)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {e.home ? 'vs' : '@'} {e.opponent}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.result}</Table.Td>
                  {goalie ? (
                    <>
                      <Table.Td>{e.decision ?? '–'}</Table.Td>
                      <Table.Td ta="right">{e.shotsAgainst ?? 0}</Table.Td>
                      <Table.Td ta="right">{e.goalsAgainst ?? 0}</Table.Td>
                      <Table.Td ta="right">{e.saves ?? 0}</Table.Td>
                      <Table.Td ta="right">
                        {formatSavePercentage(
                          e.shotsAgainst ? (e.saves ?? 0) / e.shotsAgainst : null,
                          e.shotsAgainst ?? 0,
                        )}
                      </Table.Td>
                    </>
                  ) : (
                    <>
                      <Table.Td ta="right">{e.goals}</Table.Td>
                      <Table.Td ta="right">{e.assists}</Table.Td>
                      <Table.Td ta="right" fw={700}>
                        {e.points}
                      </Table.Td>
                      <Table.Td ta="right">{e.shots}</Table.Td>
                      <Table.Td ta="right">{formatPlusMinus(e.plusMinus)}</Table.Td>
                    </>
                  )}
                  <Table.Td ta="right">{formatIceTime(e.icetime)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}
