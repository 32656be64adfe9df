import { Badge, Card, Group, Skeleton, Text } from '@mantine/core';
import type { LeagueSummary } from '@rinkside/domain';
import { Link } from 'react-router';

export function LeagueCard({ league }: { league: LeagueSummary }) {
  return (
    <Card
      component={Link}
      to={`/league/${league.id}`}
      withBorder
      radius="lg"
      padding="lg"
      aria-label={`${league.name}, ${league.teamCount} teams${league.active ? ', active' : ''}${league.isCommissioner ? ', commissioner' : ''}`}
      style={{ textDecoration: 'none' }}
    >
      {/* The name has the card's full width: beside the badges a long one shrank to its initials. */}
      <Text fw={700} fz="lg" lh={1.3} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {league.name}
      </Text>
      {(league.isCommissioner || league.active) && (
        <Group gap={6} mt={6}>
          {league.isCommissioner && (
            <Badge color="navy" variant="light">
              Commissioner
            </Badge>
          )}
          {league.active && (
            <Badge color="green" variant="light">
              Active
            </Badge>
          )}
        </Group>
      )}
      <Text size="sm" c="dimmed" mt={6}>
        {league.myTeam ? `Your team: ${league.myTeam.name}` : 'No team assigned'}
      </Text>
      <Group justify="space-between" mt="md" gap="xs">
        <Text size="sm" c="dimmed">
          {league.seasonName}
        </Text>
        <Badge variant="outline" color="navy">
          {league.teamCount} teams
        </Badge>
      </Group>
    </Card>
  );
}

export function LeagueCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="league-card-skeleton" aria-hidden>
      <Skeleton height={22} width="70%" />
      <Group justify="space-between" mt="md">
        <Skeleton height={14} width="35%" />
        <Skeleton height={20} width={70} radius="xl" />
      </Group>
    </Card>
  );
}
