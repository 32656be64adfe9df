import { Paper, Table, Title } from '@mantine/core';
import type { SimulationData } from '@rinkside/domain';

export interface PeriodColumns {
  labels: string[];
  home: number[];
  away: number[];
}

/**
 * SPEC §2 period score table: 1st, 2nd, 3rd, OT when played, T. A shootout adds an SO column (the
 * deciding goal) so the row adds up to the total.
 */
export function periodColumns(data: SimulationData): PeriodColumns {
  const homeGoals = data.statistics.teamA.goalsByPeriod;
  const awayGoals = data.statistics.teamB.goalsByPeriod;
  const played = Math.max(3, homeGoals.length, awayGoals.length);
  const labels = Array.from({ length: played }, (_, i) =>
    i < 3 ? (['1st', '2nd', '3rd'][i] ?? '') : played > 4 ? `OT${i - 2}` : 'OT',
  );
  const home = labels.map((_, i) => homeGoals[i] ?? 0);
  const away = labels.map((_, i) => awayGoals[i] ?? 0);
  if (data.decidedIn === 'SO') {
    labels.push('SO');
    home.push(data.homeScore > data.awayScore ? 1 : 0);
    away.push(data.awayScore > data.homeScore ? 1 : 0);
  }
  return { labels: [...labels, 'T'], home: [...home, data.homeScore], away: [...away, data.awayScore] };
}

export function PeriodTable({ data, home, away }: { data: SimulationData; home: string; away: string }) {
  const columns = periodColumns(data);
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={3} fz="md" mb="sm" id="period-table-title">
        Scoring by Period
      </Title>
      <Table aria-labelledby="period-table-title" striped withRowBorders={false} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            {columns.labels.map((label) => (
              <Table.Th key={label} ta="center">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(
            [
              [home, columns.home],
              [away, columns.away],
            ] as const
          ).map(([name, goals]) => (
            <Table.Tr key={name}>
              <Table.Th
                scope="row"
                fw={600}
                maw={140}
                style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {name}
              </Table.Th>
              {goals.map((g, i) => (
                <Table.Td key={columns.labels[i]} ta="center" fw={i === goals.length - 1 ? 800 : undefined}>
                  {g}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
