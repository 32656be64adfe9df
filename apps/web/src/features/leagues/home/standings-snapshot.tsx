import { Anchor, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyText, QueryBody, SectionCard } from '../components/section-card';
import type { StandingsTop } from './home-queries';

/** The top of the standings: rank, team, GP, W, L, OTL, PTS. */
export function StandingsSnapshot({
  query,
  leagueId,
}: {
  query: UseQueryResult<StandingsTop>;
  leagueId: number;
}) {
  return (
    <SectionCard
      title="Standings"
      action={
        <Anchor component={Link} to={`/league/${leagueId}/standings`} size="sm">
          Full standings
        </Anchor>
      }
    >
      <QueryBody query={query} errorTitle="Failed to Load Standings">
        {() => {
          const rows = query.data?.top ?? [];
          if (rows.length === 0) return <EmptyText>No teams found</EmptyText>;
          if (!query.data?.anyPlayed)
            return <EmptyText>No games played yet. The standings fill in after the first game.</EmptyText>;
          return (
            <Table.ScrollContainer minWidth={300}>
              <Table fz="sm" verticalSpacing={4} striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={28}>#</Table.Th>
                    <Table.Th>Team</Table.Th>
                    <Table.Th ta="right">GP</Table.Th>
                    <Table.Th ta="right">W</Table.Th>
                    <Table.Th ta="right">L</Table.Th>
                    <Table.Th ta="right">OTL</Table.Th>
                    <Table.Th ta="right">PTS</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.teamId}>
                      <Table.Td>{row.pointsRank}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/league/${leagueId}/team/${row.teamId}`} size="sm">
                          <Text span inherit hiddenFrom="xs" title={row.name}>
                            {row.abbreviation}
                          </Text>
                          <Text span inherit visibleFrom="xs">
                            {row.name}
                          </Text>
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{row.gamesPlayed}</Table.Td>
                      <Table.Td ta="right">{row.wins}</Table.Td>
                      <Table.Td ta="right">{row.losses}</Table.Td>
                      <Table.Td ta="right">{row.otLosses}</Table.Td>
                      <Table.Td ta="right" fw={700}>
                        {row.points}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          );
        }}
      </QueryBody>
    </SectionCard>
  );
}
