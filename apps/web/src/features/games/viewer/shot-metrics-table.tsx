import { SectionPanel } from '../../../components/section-panel';
import { Table, Text } from '@mantine/core';
import type { GameAnalytics, ShotMetrics } from '@rinkside/domain';
import { formatShare } from './analytics-of';

interface Props {
  analytics: GameAnalytics;
  home: string;
  away: string;
  /** False for a game whose attempts carry no expected goals: its xG cells read '-'. */
  withXg: boolean;
}

const COLUMNS: [abbr: string, title: string][] = [
  ['xGF', 'Expected goals for'],
  ['CF', 'Corsi for: shot attempts'],
  ['CF%', 'Corsi share'],
  ['FF', 'Fenwick for: unblocked attempts'],
  ['FF%', 'Fenwick share'],
];

function cells(m: ShotMetrics, withXg: boolean): string[] {
  return [
    withXg ? m.xgf.toFixed(2) : '-',
    String(m.cf),
    formatShare(m.cf, m.ca),
    String(m.ff),
    formatShare(m.ff, m.fa),
  ];
}

/** Both teams' expected goals, Corsi and Fenwick, in all situations and at 5-on-5. */
export function ShotMetricsTable({ analytics, home, away, withXg }: Props) {
  const rows = [
    [home, analytics.teams.home],
    [away, analytics.teams.away],
  ] as const;
  return (
    <SectionPanel title="Shot attempts and expected goals" titleId="shot-metrics-title" order={3}>
      <Table.ScrollContainer minWidth={620}>
        <Table fz="sm" striped aria-labelledby="shot-metrics-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th rowSpan={2}>Team</Table.Th>
              <Table.Th colSpan={COLUMNS.length} ta="center">
                All situations
              </Table.Th>
              <Table.Th colSpan={COLUMNS.length} ta="center">
                5-on-5
              </Table.Th>
            </Table.Tr>
            <Table.Tr>
              {[...COLUMNS, ...COLUMNS].map(([abbr, title], i) => (
                <Table.Th key={i} ta="right">
                  <abbr
                    title={i < COLUMNS.length ? title : `${title} at 5-on-5`}
                    style={{ textDecoration: 'none' }}
                  >
                    {abbr}
                  </abbr>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([name, metrics]) => (
              <Table.Tr key={name}>
                <Table.Th scope="row">{name}</Table.Th>
                {[...cells(metrics.all, withXg), ...cells(metrics.fiveOnFive, withXg)].map((cell, i) => (
                  <Table.Td key={i} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt={4}>
        Corsi counts every shot attempt (goals, saves, misses and blocked); Fenwick leaves the blocked ones
        out.
      </Text>
    </SectionPanel>
  );
}
