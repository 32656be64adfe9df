import { PlayerFigureCells, PlayerFigureHeads } from './player-figure-cells';
import { Paper, Stack, Table, Text } from '@mantine/core';
import { pickShortWords, type TeamSummary, type TradeSide } from '@rinkside/domain';
import { Link } from 'react-router';
import { TeamMark } from './team-mark';

/** What one team gives in a trade: its players with their contracts and any share it keeps, its picks. */
export function TradeSideAssets({
  leagueId,
  side,
  leagueTeams,
  logoBaseUrl,
}: {
  leagueId: number;
  side: TradeSide;
  leagueTeams: readonly TeamSummary[];
  logoBaseUrl: string | null;
}) {
  const { players, picks } = side.gives;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={`${side.team.name} gives`}>
      <Stack gap="xs">
        <TeamMark
          team={side.team}
          leagueTeams={leagueTeams}
          logoBaseUrl={logoBaseUrl}
          size={36}
          suffix={side.humanGm ? 'gives' : 'gives (AI)'}
        />
        {players.length === 0 && picks.length === 0 && (
          <Text size="sm" c="dimmed">
            Nothing.
          </Text>
        )}
        {players.length > 0 && (
          <Table fz="sm" verticalSpacing={4} horizontalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Player</Table.Th>
                <PlayerFigureHeads />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {players.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Text size="sm" component={Link} to={`/league/${leagueId}/player/${p.id}`} c="inherit">
                      {p.firstName} {p.lastName}
                    </Text>{' '}
                    <Text span size="xs" c="dimmed">
                      {p.position}
                    </Text>
                    {p.retainedPercent > 0 && (
                      <Text size="xs" c="dimmed">
                        {side.team.abbrev} keeps {p.retainedPercent}% of his cap hit
                      </Text>
                    )}
                  </Table.Td>
                  <PlayerFigureCells player={p} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {picks.length > 0 && (
          <Stack gap={2}>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              Draft picks
            </Text>
            {picks.map((pick) => (
              <Text key={pick.id} size="sm">
                {pickShortWords(pick, side.team.id)}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
