import { Alert, Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarOff } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useCurrentLeague } from '../../../lib/league-query';
import { useLeagueClock } from '../../../lib/queries/get-league-clock';
import { useUserGames } from '../api/get-user-games';
import { GameCardSkeleton } from './game-card';
import { cardGrid, GameSection } from './game-section';
import {
  anyInProgress,
  COUNTDOWN_TICK_MS,
  GAME_PAGE_SIZE,
  groupGames,
  needsClock,
  teamGames,
} from './game-status';
import { formatLeagueDay, leagueNow } from './league-time';

/**
 * SPEC §2 Game Center (/league/{leagueId}/game): today's, upcoming and past games by the league clock,
 * dated in the league's time zone (docs/decisions/026).
 */
export function GameCenterPage() {
  const { leagueId, data: league } = useCurrentLeague();
  const [now, setNow] = useState(() => new Date());
  const games = useGames(leagueId, now);
  const clockQuery = useLeagueClock(leagueId);
  const clock = useMemo(() => clockQuery.data && leagueNow(clockQuery.data, now), [clockQuery.data, now]);
  const myTeamId = league?.myTeamId ?? null;
  const list = useMemo(() => games.data && teamGames(games.data, myTeamId), [games.data, myTeamId]);

  // SPEC §9: the countdown ticks each second while a game of today has not been simulated.
  const ticking = list && clock ? needsClock(list, clock) : false;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);

  const groups = useMemo(() => (list && clock ? groupGames(list, clock) : null), [list, clock]);
  const failed = games.isError ? games : clockQuery.isError ? clockQuery : null;
  const loading = !failed && (games.isPending || clockQuery.isPending);

  return (
    <Stack gap="xl">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Game Center
        </Title>
        {clock && (
          <Text size="sm" c="dimmed">
            League day {formatLeagueDay(clock.date)} · times in {clock.timeZone}
          </Text>
        )}
      </Stack>
      {loading && (
        <SimpleGrid cols={cardGrid} spacing="md" aria-busy="true" aria-label="Loading games">
          {Array.from({ length: GAME_PAGE_SIZE }, (_, i) => (
            <GameCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      )}
      {failed && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Failed to Load Games">
          <Text size="sm">{errorMessage(failed.error, 'Failed to load games')}</Text>
          <Button
            mt="sm"
            size="xs"
            color="red"
            variant="light"
            loading={failed.isFetching}
            onClick={() => void failed.refetch()}
          >
            Try Again
          </Button>
        </Alert>
      )}
      {!loading && !failed && list && list.length === 0 && (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconCalendarOff size={30} aria-hidden />
            </ThemeIcon>
            <Title order={2} fz="h3">
              No Games Scheduled
            </Title>
            <Text c="dimmed">Games will appear here once they are scheduled</Text>
          </Stack>
        </Paper>
      )}
      {groups && clock && list && list.length > 0 && (
        <>
          <GameSection
            id="today"
            clock={clock}
            title="Today's Games"
            games={groups.today}
            now={now}
            emptyText="No games today."
          />
          <GameSection
            id="upcoming"
            clock={clock}
            title="Upcoming Games"
            games={groups.upcoming}
            now={now}
            emptyText="No upcoming games."
          />
          <GameSection
            id="past"
            clock={clock}
            title="Past Games"
            games={groups.past}
            now={now}
            emptyText="No games played yet."
          />
        </>
      )}
    </Stack>
  );
}

/**
 * SPEC §4: when a start time passes without a result, the card turns 'Simulation in progress...' and
 * the list is fetched again at once, then every 15 s while such a game remains.
 */
function useGames(leagueId: number, now: Date) {
  const games = useUserGames(leagueId);
  const inProgress = games.data ? anyInProgress(games.data, now) : null;
  // null until the first answer: a game already in progress then needs no immediate second fetch.
  const wasInProgress = useRef<boolean | null>(null);
  const { refetch } = games;
  useEffect(() => {
    if (inProgress === null) return;
    if (inProgress && wasInProgress.current === false) void refetch();
    wasInProgress.current = inProgress;
  }, [inProgress, refetch]);
  return games;
}
