import { Alert, Badge, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { phaseBadge, type LeagueClock } from '@rinkside/domain';
import { useCurrentLeague } from '../../../lib/league-query';
import { useLeagueClock } from '../../../lib/queries/get-league-clock';
import { useLeaders, useSeasonProgress, useStandingsTop } from './home-queries';
import { LatestNews } from './latest-news';
import { LeagueStatCards } from './league-stat-cards';
import { StandingsSnapshot } from './standings-snapshot';
import { TopPerformers } from './top-performers';
import { UpcomingGames } from './upcoming-games';

/** The part of the season the league is in, after the season's name ('2026-27 Playoffs'). */
const SEASON_PART: Record<LeagueClock['phase'], string> = {
  preseason: 'Preseason',
  regular: 'Regular Season',
  playoffs: 'Playoffs',
  offseason: 'Offseason',
};
const BADGE_COLORS: Record<LeagueClock['phase'], string> = {
  preseason: 'blue',
  regular: 'green',
  playoffs: 'orange',
  offseason: 'gray',
};

/** SPEC §2 League home: season header and progress, stat cards, news, standings, upcoming games, leaders. */
export function LeagueHomePage() {
  const { leagueId, data: league } = useCurrentLeague();
  const schedule = useSeasonProgress(leagueId);
  const standings = useStandingsTop(leagueId);
  const stats = useLeaders(leagueId);
  const clock = useLeagueClock(leagueId);
  if (!league) return null;

  const { total = 0, played = 0 } = schedule.data ?? {};
  const percent = total === 0 ? 0 : Math.round((played / total) * 100);

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {league.name}
            </Title>
            <Text c="dimmed">
              {league.seasonName} {clock.data ? SEASON_PART[clock.data.phase] : 'Regular Season'}
            </Text>
          </div>
          {clock.data && (
            <Badge color={BADGE_COLORS[clock.data.phase]} variant="light" size="lg">
              {phaseBadge(clock.data)}
            </Badge>
          )}
        </Group>
        <Group justify="space-between" gap="xs" mt="xs">
          <Text size="sm" fw={500} id="season-progress-label">
            Season progress
          </Text>
          <Text size="sm" c="dimmed">
            {schedule.isSuccess
              ? total === 0
                ? 'No games scheduled yet'
                : `${played} of ${total} games played (${percent}%)`
              : 'Loading...'}
          </Text>
        </Group>
        {/* The progressbar role sits on the section, not the root: the name goes there. */}
        <Progress.Root size="lg" radius="xl">
          <Progress.Section value={percent} aria-labelledby="season-progress-label" />
        </Progress.Root>
      </Stack>

      {league.closed && (
        <Alert color="gray" variant="light" title="This league is closed">
          Its commissioner left without handing it over. Its seasons stay here to read, but no more games are
          played and nothing can be changed.
        </Alert>
      )}

      <LeagueStatCards
        teams={league.teams.length}
        players={league.playerCount}
        schedule={schedule}
        standings={standings}
      />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <LatestNews />
        <UpcomingGames query={schedule} teams={league.teams} timeZone={clock.data?.timeZone} />
        <StandingsSnapshot query={standings} leagueId={league.id} />
        <TopPerformers query={stats} leagueId={league.id} />
      </SimpleGrid>
    </Stack>
  );
}
