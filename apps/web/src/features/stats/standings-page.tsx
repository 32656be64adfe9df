import { Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { StandingRow } from '@rinkside/domain';
import { useState } from 'react';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../lib/http';
import { useLeagueId } from '../../lib/league-query';
import { useStandings } from '../../lib/queries/get-standings';
import { useSeasonChoice } from '../../lib/season-choice';
import { SeasonFilters } from './components/season-filters';
import { useSeasonType } from './components/season-type-switch';
import { StandingsTable } from './components/standings-table';

type Grouping = 'league' | 'conference' | 'division';

/** Teams split by conference or division, groups in name order. */
function groupBy(rows: readonly StandingRow[], key: 'conference' | 'division') {
  const groups = new Map<string, StandingRow[]>();
  for (const row of rows) {
    const name = row[key] ?? 'Other';
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * /league/{leagueId}/standings (SPEC §2 Standings): League, Conference and Division views, of the
 * regular season or of the playoffs (only the teams that played in them), of the current season or a
 * past one (`?season=`).
 */
export function StandingsPage() {
  const leagueId = useLeagueId();
  const [seasonType, setSeasonType] = useSeasonType();
  const season = useSeasonChoice(leagueId);
  const standings = useStandings(leagueId, seasonType, season.seasonId);
  const [grouping, setGrouping] = useState<Grouping>('league');
  const all = standings.data?.standings ?? [];
  const rows = seasonType === 'playoff' ? all.filter((r) => r.gamesPlayed > 0) : all;
  const options: { value: Grouping; label: string }[] = [
    { value: 'league', label: 'League' },
    ...(rows.some((r) => r.conference) ? [{ value: 'conference' as const, label: 'Conference' }] : []),
    ...(rows.some((r) => r.division) ? [{ value: 'division' as const, label: 'Division' }] : []),
  ];
  const view = options.some((o) => o.value === grouping) ? grouping : 'league';

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        Standings
      </Title>
      <SeasonFilters
        leagueId={leagueId}
        season={season}
        seasonType={seasonType}
        onSeasonType={setSeasonType}
      />
      {options.length > 1 && (
        <SegmentedControl
          value={view}
          onChange={(value) => setGrouping(value as Grouping)}
          data={options}
          aria-label="Standings view"
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {standings.isPending && (
        <Paper withBorder radius="md" p="md" aria-busy="true" aria-label="Loading standings">
          <Stack gap="xs">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={28} />
            ))}
          </Stack>
        </Paper>
      )}
      {standings.isError && (
        <QueryErrorAlert
          title="Failed to Load Standings"
          message={errorMessage(standings.error, FETCH_FAILED_MESSAGE)}
          onRetry={() => void standings.refetch()}
          retrying={standings.isFetching}
        />
      )}
      {standings.isSuccess && rows.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" fw={700}>
            {seasonType === 'playoff' ? 'No playoff games yet' : 'No standings yet'}
          </Text>
          <Text ta="center" c="dimmed" size="sm">
            {seasonType === 'playoff'
              ? 'Playoff standings fill in once the first playoff game is played.'
              : 'The standings fill in as soon as the league has teams in its season.'}
          </Text>
        </Paper>
      )}
      {standings.isSuccess &&
        rows.length > 0 &&
        (view === 'league' ? [['League', rows] as const] : groupBy(rows, view)).map(([name, group]) => (
          <Paper
            key={name}
            withBorder
            radius="md"
            p={{ base: 'xs', sm: 'md' }}
            component="section"
            aria-label={name}
          >
            {view !== 'league' && (
              <Title order={2} fz="lg" mb="xs">
                {name}
              </Title>
            )}
            <StandingsTable
              rows={group}
              caption={view === 'league' ? 'League standings' : `${name} standings`}
            />
          </Paper>
        ))}
    </Stack>
  );
}
