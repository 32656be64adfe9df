import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TeamLogo } from '../../../components/team-logo';
import { useCurrentLeague } from '../../../lib/league-query';
import { LeagueLoadError, LeagueNotFound } from '../components/league-load-error';

/** SPEC §2 Teams overview: every team of the league with its GM. */
export function TeamsPage() {
  const { data: league, isPending, isError, error, refetch, isFetching } = useCurrentLeague();

  if (isPending)
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} aria-busy="true" aria-label="Loading teams">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={84} radius="lg" />
        ))}
      </SimpleGrid>
    );
  if (isError) return <LeagueLoadError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!league) return <LeagueNotFound />;

  return (
    <Stack gap="md">
      <div>
        <Text c="dimmed" size="sm">
          {league.name}
        </Text>
        <Group gap="xs">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Teams
          </Title>
          <Badge variant="light" size="lg">
            {league.teams.length}
          </Badge>
        </Group>
      </div>
      {league.teams.length === 0 ? (
        <Alert color="gray" icon={<IconUsersGroup size={18} />} title="No teams found">
          This league doesn&apos;t have any teams yet.
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {league.teams.map((team) => (
            <Card
              key={team.id}
              component={Link}
              to={`/league/${league.id}/team/${team.id}`}
              withBorder
              radius="lg"
              padding="md"
              style={{ textDecoration: 'none', borderLeft: `4px solid ${team.colors[0]}` }}
            >
              <Group wrap="nowrap" gap="md">
                <TeamLogo
                  baseUrl={league.logoBaseUrl}
                  abbreviation={team.abbreviation}
                  colors={team.colors}
                  size={44}
                />
                <div style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={700} lineClamp={1}>
                      {team.name}
                    </Text>
                    {team.id === league.myTeamId && (
                      <Badge size="xs" variant="light" color="green">
                        Your team
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {team.gm ? `GM: ${team.gm.username}` : 'No GM assigned'}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
