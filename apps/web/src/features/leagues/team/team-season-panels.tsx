import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { compareSkaterLines, DECIDED_IN_SUFFIX, type Outcome } from '@rinkside/domain';
import { Link } from 'react-router';
import { useLeagueTimeZone } from '../../../lib/queries/get-league-clock';
import { useLeagueStats } from '../../../lib/queries/get-league-stats';
import { useStandings } from '../../../lib/queries/get-standings';
import { useLeagueGames } from '../api/get-league-games';
import { EmptyText, QueryBody, SectionCard } from '../components/section-card';
import { formatGameDay, streak, teamResults, teamStatus } from '../game-results';

const OUTCOME_COLOR: Record<Outcome, string> = { W: 'green', L: 'red', OTL: 'orange' };

/** Record, status and streak from the standings and played games; recent games and top scorers. */
export function TeamSeasonPanels({ leagueId, teamId }: { leagueId: number; teamId: number }) {
  const standings = useStandings(leagueId);
  const games = useLeagueGames(leagueId, teamId);
  const stats = useLeagueStats(leagueId);
  const timeZone = useLeagueTimeZone(leagueId);
  const row = standings.data?.standings.find((r) => r.teamId === teamId);
  const results = games.data ? teamResults(games.data, teamId) : [];
  const currentStreak = streak(results);

  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
        <Summary label="Record" value={row ? `${row.wins}-${row.losses}-${row.otLosses}` : '–'}>
          {row ? `${row.points} pts · ${row.gamesPlayed} GP · #${row.pointsRank}` : 'W-L-OTL'}
        </Summary>
        <Summary label="Status" value={row ? teamStatus(row.pointsPercentage, row.gamesPlayed) : '–'}>
          {row && row.gamesPlayed > 0 ? `${row.pointsPercentage.toFixed(3)} points %` : 'No games played yet'}
        </Summary>
        <Summary label="Streak" value={currentStreak ?? '–'}>
          {currentStreak ? 'Current run' : 'No games played yet'}
        </Summary>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SectionCard title="Recent Games">
          <QueryBody query={games} errorTitle="Failed to Load Games" rows={5}>
            {() =>
              results.length === 0 ? (
                <EmptyText>No games played yet.</EmptyText>
              ) : (
                <Stack gap={6}>
                  {results.slice(0, 5).map((r) => (
                    <Group key={r.game.gameId} justify="space-between" wrap="nowrap" gap="xs">
                      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                        <Badge
                          color={OUTCOME_COLOR[r.outcome]}
                          variant="light"
                          miw={48}
                          style={{ flexShrink: 0 }}
                        >
                          {r.outcome}
                        </Badge>
                        <Text size="sm" lineClamp={1}>
                          {r.home ? 'vs' : '@'} {r.opponent}
                        </Text>
                      </Group>
                      <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                        {r.goalsFor}-{r.goalsAgainst}
                        {DECIDED_IN_SUFFIX[r.decidedIn]}{' '}
                        <Text span size="xs" c="dimmed" fw={400}>
                          {formatGameDay(r.game.date, timeZone)}
                        </Text>
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )
            }
          </QueryBody>
        </SectionCard>
        <SectionCard title="Top Scorers">
          <QueryBody query={stats} errorTitle="Failed to Load Statistics" rows={5}>
            {() => {
              const scorers = (stats.data?.playerStats ?? [])
                .filter((s) => s.teamId === teamId && s.gamesPlayed > 0)
                .sort(compareSkaterLines)
                .slice(0, 5);
              if (scorers.length === 0) return <EmptyText>No player statistics available</EmptyText>;
              return (
                <Stack gap={6}>
                  {scorers.map((s) => (
                    <Group key={s.playerId} justify="space-between" wrap="nowrap" gap="xs">
                      <Anchor
                        component={Link}
                        to={`/league/${leagueId}/player/${s.playerId}`}
                        size="sm"
                        lineClamp={1}
                      >
                        {s.firstName} {s.lastName}
                      </Anchor>
                      <Text size="sm" style={{ flexShrink: 0 }}>
                        {s.goals} G · {s.assists} A · <b>{s.points} P</b>
                      </Text>
                    </Group>
                  ))}
                </Stack>
              );
            }}
          </QueryBody>
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}

function Summary({ label, value, children }: { label: string; value: string; children: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={{ base: 17, sm: 24 }} fw={800}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}
