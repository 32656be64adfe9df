import { Alert, Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarOff } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useCurrentLeague } from '../../../lib/league-query';
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

/** SPEC §2 Game Center (/league/{leagueId}/game): today's, upcoming and past games. */
export function GameCenterPage() {
  const { leagueId, data: league } = useCurrentLeague();
  const [now, setNow] = useState(() => new Date());
  const games = useGames(leagueId, now);
  const myTeamId = league?.myTeamId ?? null;
  const list = useMemo(() => games.data && teamGames(games.data, myTeamId), [games.data, myTeamId]);

  // SPEC §9: the countdown ticks each second while a game of today has not been simulated.
  const ticking = list ? needsClock(list, now) : false;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);

  const groups = useMemo(() => (list ? groupGames(list, now) : null), [list, now]);

  return (
    <Stack gap="xl">
      <Title order={1} fz="h2">
        Game Center
      </Title>
      {games.isPending && (
        <SimpleGrid cols={cardGrid} spacing="md" aria-busy="true" aria-label="Loading games">
          {Array.from({ length: GAME_PAGE_SIZE }, (_, i) => (
            <GameCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      )}
      {games.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Failed to Load Games">
          <Text size="sm">{errorMessage(games.error, 'Failed to load games')}</Text>
          <Button
            mt="sm"
            size="xs"
            color="red"
            variant="light"
            loading={games.isFetching}
            onClick={() => void games.refetch()}
          >
            Try Again
          </Button>
        </Alert>
      )}
      {list && list.length === 0 && (
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
      {groups && list && list.length > 0 && (
        <>
          <GameSection
            id="today"
            title="Today's Games"
            games={groups.today}
            now={now}
            emptyText="No games today."
          />
          <GameSection
            id="upcoming"
            title="Upcoming Games"
            games={groups.upcoming}
            now={now}
            emptyText="No upcoming games."
          />
          <GameSection
            id="past"
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
