import { Anchor, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCapHit, seasonName } from '@rinkside/domain';
import { Link, useParams } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { useTeam } from '../../lib/queries/get-team';
import { useReSigning } from './api/re-signing';
import { ExpiringTable } from './components/expiring-table';

/**
 * /league/{leagueId}/team/{teamId}/re-signing: the players whose contracts end this season. Open to the
 * league; the team's GM and the commissioner see asks and moods and make offers (docs/decisions/044).
 */
export function ReSigningPage() {
  const { leagueId } = useCurrentLeague();
  const teamId = Number(useParams().teamId);
  const team = useTeam(leagueId, teamId);
  const list = useReSigning(leagueId, teamId);
  const name = team.data?.name ?? 'Team';
  const next = list.data?.nextSeason;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {name}: Re-sign Players
          </Title>
          {next && (
            <Text size="sm" c="dimmed">
              New contracts start in {seasonName(next.startYear)} · up to {list.data?.maxYears} seasons
            </Text>
          )}
        </div>
        <Anchor component={Link} to={`/league/${leagueId}/team/${teamId}/cap`} size="sm">
          Cap sheet
        </Anchor>
      </Group>
      {list.isPending ? (
        <Center py="xl" role="status" aria-label="Loading expiring contracts">
          <Loader />
        </Center>
      ) : list.isError ? (
        <QueryErrorAlert
          title="Unable to load expiring contracts"
          message={errorMessage(list.error, 'Failed to load the players whose contracts end.')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <>
          <SimpleGrid cols={3} spacing="xs">
            <Figure
              label={`${seasonName(list.data.nextSeason.startYear)} cap`}
              value={list.data.nextSeason.upperLimit}
            />
            <Figure label="Committed" value={list.data.nextSeason.committed} />
            <Figure
              label="Cap space"
              value={list.data.nextSeason.upperLimit - list.data.nextSeason.committed}
            />
          </SimpleGrid>
          {list.data.players.length === 0 ? (
            <Text c="dimmed">No contracts expire this season.</Text>
          ) : (
            <ExpiringTable leagueId={leagueId} list={list.data} />
          )}
        </>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={800} c={value < 0 ? 'red' : undefined}>
        {value < 0 ? `−${formatCapHit(-value)}` : formatCapHit(value)}
      </Text>
    </div>
  );
}
