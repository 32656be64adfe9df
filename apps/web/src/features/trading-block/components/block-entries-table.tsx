import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatCapHit, type TradingBlockEntry } from '@rinkside/domain';
import { Link } from 'react-router';
import { BlockEntryAction } from './block-entry-action';

interface BlockEntriesTableProps {
  leagueId: number;
  entries: readonly TradingBlockEntry[];
  /** The league-wide block names each player's team; a team's own block need not. */
  showTeam: boolean;
  /** The viewer's team: he may propose a trade to any other team, or find one for his own players. */
  myTeamId: number | null;
  empty: string;
}

/**
 * Listed players, each linking to his page, with the GM's note and a way to propose a trade for him (or,
 * for the viewer's own, to find one).
 */
export function BlockEntriesTable({ leagueId, entries, showTeam, myTeamId, empty }: BlockEntriesTableProps) {
  if (entries.length === 0) return <Text c="dimmed">{empty}</Text>;
  const acts = myTeamId !== null;
  return (
    <>
      <EntryCards leagueId={leagueId} entries={entries} showTeam={showTeam} myTeamId={myTeamId} />
      <Paper withBorder radius="md" p={{ base: 0, sm: 'xs' }} visibleFrom="sm">
        <Table.ScrollContainer minWidth={showTeam ? 720 : 600}>
          <Table
            striped
            highlightOnHover
            fz="sm"
            verticalSpacing={6}
            aria-label="Players on the trading block"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Player</Table.Th>
                <Table.Th title="Position">Pos</Table.Th>
                <Table.Th ta="right">Age</Table.Th>
                <Table.Th ta="right" title="Overall rating">
                  OVR
                </Table.Th>
                <Table.Th ta="right" title="Cap hit × seasons left">
                  Contract
                </Table.Th>
                {showTeam && <Table.Th>Team</Table.Th>}
                <Table.Th>Note</Table.Th>
                {acts && <Table.Th aria-label="Trade" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map(({ player, team, note }) => {
                const name = `${player.firstName} ${player.lastName}`;
                return (
                  <Table.Tr key={player.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/league/${leagueId}/player/${player.id}`} size="sm">
                        {name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{player.position}</Table.Td>
                    <Table.Td ta="right">{player.age}</Table.Td>
                    <Table.Td ta="right">{player.overall}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatCapHit(player.capHit)} × {player.yearsLeft}
                    </Table.Td>
                    {showTeam && (
                      <Table.Td>
                        <Anchor component={Link} to={`/league/${leagueId}/team/${team.id}`} size="sm">
                          {team.name}
                        </Anchor>
                      </Table.Td>
                    )}
                    <Table.Td c={note ? undefined : 'dimmed'}>{note ?? '–'}</Table.Td>
                    {acts && (
                      <Table.Td>
                        <BlockEntryAction
                          leagueId={leagueId}
                          myTeamId={myTeamId}
                          team={team}
                          player={{ id: player.id, name }}
                          compact={false}
                        />
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}

/** On a phone: a card a player, so his note and the trade button need no sideways scrolling. */
function EntryCards({ leagueId, entries, showTeam, myTeamId }: Omit<BlockEntriesTableProps, 'empty'>) {
  return (
    <Stack
      gap="xs"
      hiddenFrom="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Players on the trading block"
    >
      {entries.map(({ player, team, note }) => {
        const name = `${player.firstName} ${player.lastName}`;
        return (
          <Paper key={player.id} withBorder radius="md" p="sm" component="li">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <div>
                <Anchor component={Link} to={`/league/${leagueId}/player/${player.id}`} fw={600} size="sm">
                  {name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {player.position} · {player.age} yrs · {player.overall} OVR · {formatCapHit(player.capHit)}{' '}
                  × {player.yearsLeft}
                </Text>
                {showTeam && (
                  <Anchor component={Link} to={`/league/${leagueId}/team/${team.id}`} size="xs">
                    {team.name}
                  </Anchor>
                )}
              </div>
              <BlockEntryAction
                leagueId={leagueId}
                myTeamId={myTeamId}
                team={team}
                player={{ id: player.id, name }}
                compact
              />
            </Group>
            {note && (
              <Text size="sm" mt={4}>
                {note}
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
