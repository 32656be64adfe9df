import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { SeasonSelect } from '../../components/season-select';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { useSeasonChoice } from '../../lib/season-choice';
import { usePlayoffs } from './api/get-playoffs';
import { bracketConferences, orderedRounds } from './bracket-layout';
import { BracketColumns } from './components/bracket-columns';
import { BracketRoundTabs } from './components/bracket-round-tabs';
import { BracketSkeleton } from './components/bracket-skeleton';
import { bracketTeams } from './components/bracket-teams';
import { ChampionBanner } from './components/champion-banner';
import { PlayoffsNotStarted } from './components/playoffs-not-started';

// Rounds side by side need room for four columns of cards beside the league menu.
const WIDE = '(min-width: 64em)';

/**
 * /league/{leagueId}/playoffs?season= (issue 14): the bracket, live while the playoffs are on; a past season's
 * as it ended.
 */
export function PlayoffsPage() {
  const { leagueId, data: league } = useCurrentLeague();
  const season = useSeasonChoice(leagueId);
  const playoffs = usePlayoffs(leagueId, season.seasonId);
  const wide = useMediaQuery(WIDE, window.matchMedia(WIDE).matches, { getInitialValueInEffect: false });

  const rounds = useMemo(() => orderedRounds(playoffs.data?.rounds ?? []), [playoffs.data]);
  const conferences = useMemo(() => bracketConferences(rounds), [rounds]);
  const teams = useMemo(() => bracketTeams(league ?? { teams: [], logoBaseUrl: null }), [league]);
  const data = playoffs.data;
  const Bracket = wide ? BracketColumns : BracketRoundTabs;

  return (
    <Stack gap="md">
      <div>
        {league && (
          <Text c="dimmed" size="sm">
            {league.name}
          </Text>
        )}
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          Playoffs
        </Title>
      </div>
      <SeasonSelect leagueId={leagueId} value={season.chosen} onChange={season.choose} />
      {(playoffs.isPending || (data && !league)) && <BracketSkeleton />}
      {playoffs.isError && (
        <QueryErrorAlert
          title="Failed to Load the Playoffs"
          message={errorMessage(playoffs.error, FETCH_FAILED_MESSAGE)}
          onRetry={() => void playoffs.refetch()}
          retrying={playoffs.isFetching}
        />
      )}
      {data && league && (
        <>
          {data.champion && <ChampionBanner champion={data.champion} teams={teams} />}
          {data.status === 'not-started' && (
            <PlayoffsNotStarted
              leagueId={leagueId}
              isCommissioner={league.isCommissioner}
              past={season.past}
            />
          )}
          {rounds.length > 0 && (
            <Paper
              withBorder
              radius="md"
              p={{ base: 'xs', sm: 'md' }}
              component="section"
              aria-label="Bracket"
            >
              <Bracket leagueId={leagueId} rounds={rounds} conferences={conferences} teams={teams} />
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
