import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { SeasonSelect } from '../../components/season-select';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { useAwards } from '../../lib/queries/get-awards';
import { useSeasonChoice } from '../../lib/season-choice';
import { AwardCard } from './components/award-card';

/**
 * /league/{leagueId}/awards?season= (issue 14): each award's winner and runners-up, once the regular season
 * is over.
 */
export function AwardsPage() {
  const { leagueId, data: league } = useCurrentLeague();
  const season = useSeasonChoice(leagueId);
  const awards = useAwards(leagueId, season.chosen);
  const teams = new Map((league?.teams ?? []).map((team) => [team.id, team]));

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        Awards{awards.data ? ` · ${awards.data.seasonName}` : ''}
      </Title>
      <SeasonSelect leagueId={leagueId} value={season.chosen} onChange={season.choose} />
      {awards.isPending && (
        <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label="Loading awards">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={150} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {awards.isError && (
        <QueryErrorAlert
          title="Failed to Load Awards"
          message={errorMessage(awards.error, FETCH_FAILED_MESSAGE)}
          onRetry={() => void awards.refetch()}
          retrying={awards.isFetching}
        />
      )}
      {awards.isSuccess && awards.data.awards.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" fw={700}>
            No awards yet
          </Text>
          <Text ta="center" c="dimmed" size="sm">
            {awards.data.reason ?? 'Nobody has played enough this season to win an award.'}
          </Text>
        </Paper>
      )}
      {awards.isSuccess && awards.data.awards.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {awards.data.awards.map((award) => (
            <AwardCard key={award.award} award={award} leagueId={leagueId} team={teams.get(award.teamId)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
