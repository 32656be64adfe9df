import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import type { RecordCategory, RecordHolder } from '@rinkside/domain';
import { Link } from 'react-router';
import { recordValueText } from './record-value';

interface RecordTableProps {
  leagueId: number;
  category: RecordCategory;
  /** A single-game record names the game and the opponent. */
  single: boolean;
}

function HolderName({ leagueId, holder }: { leagueId: number; holder: RecordHolder }) {
  if (holder.playerId !== null)
    return (
      <Anchor component={Link} to={`/league/${leagueId}/player/${holder.playerId}`} fw={600}>
        {holder.playerName}
      </Anchor>
    );
  if (holder.teamId !== null)
    return (
      <Anchor component={Link} to={`/league/${leagueId}/team/${holder.teamId}`} fw={600}>
        {holder.teamName}
      </Anchor>
    );
  return <Text span>—</Text>;
}

/** One record: its holders, best first (the record itself on top), with the team and the season. */
export function RecordTable({ leagueId, category, single }: RecordTableProps) {
  const headingId = `record-${category.group}-${category.key}`;
  return (
    <Paper withBorder radius="md" p="sm" aria-labelledby={headingId} component="section">
      <Title order={3} fz="md" id={headingId}>
        {category.label}
      </Title>
      {category.minimum && (
        <Text size="xs" c="dimmed">
          {category.minimum}
        </Text>
      )}
      {category.holders.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          No one holds this record yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300} mt="xs">
          <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">#</Table.Th>
                <Table.Th scope="col">{category.group === 'teams' ? 'Team' : 'Player'}</Table.Th>
                <Table.Th scope="col" ta="right">
                  Value
                </Table.Th>
                <Table.Th scope="col">Season</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {category.holders.map((holder, i) => (
                <Table.Tr
                  key={`${holder.playerId ?? holder.teamId}-${holder.seasonId}-${holder.gameId ?? i}`}
                >
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <HolderName leagueId={leagueId} holder={holder} />
                    {holder.playerId !== null && holder.teamName && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        {holder.teamName}
                      </Text>
                    )}
                    {single && holder.opponentName && (
                      <Text size="xs" c="dimmed">
                        vs {holder.opponentName}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" fw={i === 0 ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
                    {recordValueText(category, holder.value)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {single && holder.gameId !== null ? (
                      <Anchor component={Link} to={`/league/${leagueId}/game/viewer?gameId=${holder.gameId}`}>
                        {holder.seasonName}
                      </Anchor>
                    ) : (
                      <Anchor
                        component={Link}
                        to={`/league/${leagueId}/${category.group === 'teams' ? 'standings' : 'stats'}?season=${holder.seasonId}`}
                      >
                        {holder.seasonName}
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
