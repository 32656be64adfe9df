import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { HallOfFameEntry } from '@rinkside/domain';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { useHallOfFame } from '../../lib/queries/get-hall-of-fame';

/** '612 GP · 301 G · 410 A · 711 PTS' or '480 GP · 260 W · 31 SO · .917 SV%'. */
export function careerLine(career: HallOfFameEntry['career']): string {
  if (career.position === 'G')
    return `${career.games} GP · ${career.wins} W · ${career.shutouts} SO · ${career.savePct
      .toFixed(3)
      .replace(/^0/, '')} SV%`;
  return `${career.games} GP · ${career.goals} G · ${career.assists} A · ${career.points} PTS`;
}

const seasonsText = (career: HallOfFameEntry['career']) =>
  career.firstSeasonName && career.lastSeasonName && career.firstSeasonName !== career.lastSeasonName
    ? `${career.firstSeasonName} to ${career.lastSeasonName}`
    : (career.lastSeasonName ?? '');

function InducteeCard({ leagueId, entry }: { leagueId: number; entry: HallOfFameEntry }) {
  const { career } = entry;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={entry.playerName}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2}>
          <Anchor component={Link} to={`/league/${leagueId}/player/${entry.playerId}`} fw={700} fz="lg">
            {entry.playerName}
          </Anchor>
          <Text size="sm" c="dimmed">
            {entry.position}
            {career.teamName ? ` · ${career.teamName}` : ''}
          </Text>
        </Stack>
        <Badge variant="light" color="yellow" style={{ flexShrink: 0 }}>
          Inducted {entry.inductedSeasonName}
        </Badge>
      </Group>
      <Text mt="sm" fw={600}>
        {careerLine(career)}
      </Text>
      <Text size="sm" c="dimmed">
        {career.seasons} {career.seasons === 1 ? 'season' : 'seasons'}
        {seasonsText(career) ? `, ${seasonsText(career)}` : ''}
      </Text>
    </Paper>
  );
}

/**
 * /league/{leagueId}/hall-of-fame (issue 34): the retired players inducted at a rollover, the latest class
 * first, with their career lines (docs/decisions/089).
 */
export function HallOfFamePage() {
  const { leagueId } = useCurrentLeague();
  const hall = useHallOfFame(leagueId);

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        Hall of Fame
      </Title>
      {hall.isPending && (
        <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label="Loading the hall of fame">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={120} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {hall.isError && (
        <QueryErrorAlert
          title="Failed to Load the Hall of Fame"
          message={errorMessage(hall.error, FETCH_FAILED_MESSAGE)}
          onRetry={() => void hall.refetch()}
          retrying={hall.isFetching}
        />
      )}
      {hall.isSuccess && hall.data.inductees.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" fw={700}>
            No one has been inducted yet
          </Text>
          <Text ta="center" c="dimmed" size="sm">
            Players become eligible {hall.data.waitSeasons}{' '}
            {hall.data.waitSeasons === 1 ? 'season' : 'seasons'} after they retire, and are inducted at a
            rollover when their careers clear the bar.
          </Text>
        </Paper>
      )}
      {hall.isSuccess && hall.data.inductees.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {hall.data.inductees.map((entry) => (
            <InducteeCard key={entry.playerId} leagueId={leagueId} entry={entry} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
