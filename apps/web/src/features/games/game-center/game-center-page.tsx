import { Alert, Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatLeagueDay } from '@rinkside/domain';
import { IconAlertCircle, IconCalendarOff } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SeasonSelect } from '../../../components/season-select';
import { errorMessage } from '../../../lib/http';
import { useCurrentLeague } from '../../../lib/league-query';
import { useLeagueClock } from '../../../lib/queries/get-league-clock';
import { useSeasonChoice } from '../../../lib/season-choice';
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
import { leagueNow } from './league-time';

// A finished season is all behind the league: every game is past and shows its score.
const AFTER_EVERY_SEASON = '9999-12-31';

/**
 * SPEC §2 Game Center (/league/{leagueId}/game?season=): today's, upcoming and past games by the league
 * clock, dated in the league's time zone (docs/decisions/026); a past season's finals alone.
 */
export function GameCenterPage() {
  const { leagueId, data: league } = useCurrentLeague();
  const [now, setNow] = useState(() => new Date());
  const season = useSeasonChoice(leagueId);
  const { past } = season;
  const games = useGames(leagueId, now, season.seasonId);
  const clockQuery = useLeagueClock(leagueId);
  const clock = useMemo(
    () =>
      clockQuery.data &&
      (past ? { ...clockQuery.data, date: AFTER_EVERY_SEASON } : leagueNow(clockQuery.data, now)),
    [clockQuery.data, now, past],
  );
  const myTeamId = league?.myTeamId ?? null;
  const list = useMemo(
    () => games.data && teamGames(games.data, myTeamId).filter((g) => !past || g.isSimulated),
    [games.data, myTeamId, past],
  );

  // SPEC §9: the countdown ticks each second while a game of today has not been simulated.
  const ticking = list && clock ? needsClock(list, clock) : false;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);

  const groups = useMemo(() => (list && clock ? groupGames(list, clock) : null), [list, clock]);
  const pastSeasonName = season.label ? `Season ${season.label}` : 'A past season';
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
            {past ? pastSeasonName : `League day ${formatLeagueDay(clock.date, { withYear: true })}`} · times
            in {clock.timeZone}
          </Text>
        )}
      </Stack>
      <SeasonSelect leagueId={leagueId} value={season.chosen} onChange={season.choose} />
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
              {past ? 'No Games Played' : 'No Games Scheduled'}
            </Title>
            <Text c="dimmed">
              {past ? 'This season has no final games' : 'Games will appear here once they are scheduled'}
            </Text>
          </Stack>
        </Paper>
      )}
      {past && groups && clock && list && list.length > 0 && (
        <GameSection
          id="finals"
          clock={clock}
          title="Final Games"
          games={groups.past}
          now={now}
          emptyText="No games were played."
        />
      )}
      {!past && groups && clock && list && list.length > 0 && (
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
function useGames(leagueId: number, now: Date, seasonId: number | undefined) {
  const games = useUserGames(leagueId, seasonId);
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
