import { Center, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../lib/http';
import { useLeagueId } from '../../lib/league-query';
import { useLeagueStats } from '../../lib/queries/get-league-stats';
import { useSeasonChoice } from '../../lib/season-choice';
import { useTeamStats } from '../../lib/queries/get-team-stats';
import { GoalieStatsTable } from './components/goalie-stats-table';
import { LeaderBoard } from './components/leader-board';
import { PlayerStatsTable } from './components/player-stats-table';
import { SeasonFilters } from './components/season-filters';
import { useSeasonType } from './components/season-type-switch';
import { TeamStatsTable } from './components/team-stats-table';
import { GOALIE_CATEGORIES, SKATER_CATEGORIES, topGoalies, topSkaters } from './leaders';

type Mode = 'leaders' | 'all';
const TABLES = ['players', 'goalies', 'teams'];

function Loading() {
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text c="dimmed">Loading statistics...</Text>
      </Stack>
    </Center>
  );
}

const Empty = ({ text }: { text: string }) => (
  <Text c="dimmed" ta="center" py="xl">
    {text}
  </Text>
);

/**
 * /league/{leagueId}/stats (SPEC §2 Stats): Top 10 leaders, or every stat table, of the regular season or the
 * playoffs, of the current season or a past one (`?season=`); `?table=players|goalies|teams` opens a table.
 */
export function StatsPage() {
  const leagueId = useLeagueId();
  const [seasonType, setSeasonType] = useSeasonType();
  const season = useSeasonChoice(leagueId);
  const stats = useLeagueStats(leagueId, seasonType, season.seasonId);
  // `?table=teams` (the team page's Team Stats) opens All Stats at that table.
  const [params] = useSearchParams();
  const linked = params.get('table');
  const opened = linked !== null && TABLES.includes(linked) ? linked : null;
  const [mode, setMode] = useState<Mode>(opened ? 'all' : 'leaders');
  const [table, setTable] = useState<string | null>(opened ?? 'players');
  const teams = useTeamStats(leagueId, seasonType, season.seasonId);
  const playerHref = useCallback((id: number) => `/league/${leagueId}/player/${id}`, [leagueId]);

  let body;
  if (stats.isPending) body = <Loading />;
  else if (stats.isError)
    body = (
      <QueryErrorAlert
        title="Failed to Load Statistics"
        message={errorMessage(stats.error, FETCH_FAILED_MESSAGE)}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  else if (mode === 'leaders')
    body = (
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <LeaderBoard
          title="Top Skaters"
          categories={SKATER_CATEGORIES}
          rows={stats.data.playerStats}
          top={topSkaters}
          empty="No skater data available"
          playerHref={playerHref}
        />
        <LeaderBoard
          title="Top Goalies"
          categories={GOALIE_CATEGORIES}
          rows={stats.data.goalieStats}
          top={topGoalies}
          empty="No goalie data available"
          playerHref={playerHref}
        />
      </SimpleGrid>
    );
  else
    body = (
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Tabs value={table} onChange={setTable} keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="players">Player Stats</Tabs.Tab>
            <Tabs.Tab value="goalies">Goalie Stats</Tabs.Tab>
            <Tabs.Tab value="teams">Team Stats</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="players">
            {stats.data.playerStats.length === 0 ? (
              <Empty text="No player statistics available" />
            ) : (
              <PlayerStatsTable rows={stats.data.playerStats} playerHref={playerHref} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="goalies">
            {stats.data.goalieStats.length === 0 ? (
              <Empty text="No goalie data available" />
            ) : (
              <GoalieStatsTable rows={stats.data.goalieStats} playerHref={playerHref} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="teams">
            {teams.isPending && <Loading />}
            {teams.isError && (
              <QueryErrorAlert
                title="Failed to Load Statistics"
                message={errorMessage(teams.error, FETCH_FAILED_MESSAGE)}
                onRetry={() => void teams.refetch()}
                retrying={teams.isFetching}
              />
            )}
            {teams.isSuccess && <TeamStatsTable rows={teams.data.teamStats} />}
          </Tabs.Panel>
        </Tabs>
      </Paper>
    );

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        Statistics
      </Title>
      <SeasonFilters
        leagueId={leagueId}
        season={season}
        seasonType={seasonType}
        onSeasonType={setSeasonType}
      />
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={[
          { value: 'leaders', label: 'Top 10 Leaders' },
          { value: 'all', label: 'All Stats' },
        ]}
        aria-label="Statistics view"
        style={{ alignSelf: 'flex-start' }}
      />
      {body}
    </Stack>
  );
}
