import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { TeamSummary } from '@rinkside/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LeagueTime } from '../../../components/league-time';
import { useLeagueId } from '../../../lib/league-query';
import { EmptyText, QueryBody, SectionCard } from '../components/section-card';
import type { SeasonProgress } from './home-queries';

/** The next unplayed games of the season, soonest first. */
export function UpcomingGames({
  query,
  teams,
  timeZone,
}: {
  query: UseQueryResult<SeasonProgress>;
  teams: readonly TeamSummary[];
  /** The league's zone: start times read as the league keeps them, never in the browser's zone. */
  timeZone: string | undefined;
}) {
  const nameOf = (id: number, fallback: string) => teams.find((t) => t.id === id)?.name ?? fallback;
  const leagueId = useLeagueId();
  return (
    <SectionCard
      title="Upcoming Games"
      action={
        <Anchor component={Link} to={`/league/${leagueId}/schedule`} size="sm">
          Schedule
        </Anchor>
      }
    >
      <QueryBody query={query} errorTitle="Failed to Load Games">
        {() => {
          const upcoming = query.data?.upcoming ?? [];
          if (upcoming.length === 0)
            return <EmptyText>No Games Scheduled. Games will appear here once they are scheduled.</EmptyText>;
          return (
            <Stack gap={6}>
              {upcoming.map((game) => (
                <Group key={game.gameId} justify="space-between" wrap="nowrap" gap="xs">
                  {/* Two lines on a phone, where 'Tampa Bay Lightning @ Philadelphia Flyers' does not fit one. */}
                  <Text size="sm" lineClamp={2}>
                    {nameOf(game.awayTeamId, game.away)} @ {nameOf(game.homeTeamId, game.home)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {timeZone && <LeagueTime at={game.startAt} timeZone={timeZone} style="shortDateTime" />}
                  </Text>
                </Group>
              ))}
            </Stack>
          );
        }}
      </QueryBody>
    </SectionCard>
  );
}
