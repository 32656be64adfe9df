import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyText, QueryBody, SectionCard } from '../components/section-card';
import type { Leader } from './home-queries';

export function TopPerformers({ query, leagueId }: { query: UseQueryResult<Leader[]>; leagueId: number }) {
  return (
    <SectionCard
      title="Top Performers"
      action={
        <Anchor component={Link} to={`/league/${leagueId}/stats`} size="sm">
          All stats
        </Anchor>
      }
    >
      <QueryBody query={query} errorTitle="Failed to Load Statistics">
        {() => {
          const list = query.data ?? [];
          if (list.length === 0) return <EmptyText>No player statistics available</EmptyText>;
          return (
            <Stack gap="sm">
              {list.map((leader) => (
                <Group key={leader.label} justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                      {leader.label}
                    </Text>
                    <Anchor
                      component={Link}
                      to={`/league/${leagueId}/player/${leader.playerId}`}
                      size="sm"
                      fw={600}
                    >
                      {leader.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {leader.team}
                    </Text>
                  </div>
                  <Text fw={700} size="sm" style={{ flexShrink: 0 }}>
                    {leader.value}
                  </Text>
                </Group>
              ))}
            </Stack>
          );
        }}
      </QueryBody>
    </SectionCard>
  );
}
