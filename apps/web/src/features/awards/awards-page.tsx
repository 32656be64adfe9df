import { Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { useAwards } from '../../lib/queries/get-awards';
import { useSeasons } from '../../lib/queries/get-seasons';
import { AwardCard } from './components/award-card';

/** The league's seasons to pick from; hidden while the league has only one (or the list cannot load). */
function SeasonSelect({
  leagueId,
  value,
  onChange,
}: {
  leagueId: number;
  value: number | null;
  onChange: (seasonId: number | null) => void;
}) {
  const seasons = useSeasons(leagueId);
  if (!seasons.data || seasons.data.length < 2) return null;
  const active = seasons.data.find((s) => s.active);
  return (
    <Select
      label="Season"
      value={String(value ?? active?.id ?? '')}
      onChange={(next) => onChange(next === null || Number(next) === active?.id ? null : Number(next))}
      data={seasons.data.map((s) => ({ value: String(s.id), label: s.name }))}
      allowDeselect={false}
      w={220}
    />
  );
}

/** /league/{leagueId}/awards (issue 14): each award's winner and runners-up, once the regular season is over. */
export function AwardsPage() {
  const { leagueId, data: league } = useCurrentLeague();
  const [seasonId, setSeasonId] = useState<number | null>(null);
  const awards = useAwards(leagueId, seasonId);
  const teams = new Map((league?.teams ?? []).map((team) => [team.id, team]));

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        Awards{awards.data ? ` · ${awards.data.seasonName}` : ''}
      </Title>
      <SeasonSelect leagueId={leagueId} value={seasonId} onChange={setSeasonId} />
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
