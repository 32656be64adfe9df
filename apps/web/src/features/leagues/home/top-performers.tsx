import { Anchor, Group, Stack, Text } from '@mantine/core';
import { formatGaa, formatSavePercentage, type LeagueStatsResponse } from '@rinkside/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyText, QueryBody, SectionCard } from '../components/section-card';

interface Leader {
  playerId: number;
  label: string;
  name: string;
  team: string;
  value: string;
}

/** Points, goals and assists leaders, and the best goalie by wins (SPEC §5: goalies need 2 games). */
function leaders(stats: LeagueStatsResponse): Leader[] {
  const skaters = stats.playerStats.filter((s) => s.gamesPlayed >= 1);
  const goalies = stats.goalieStats.filter((g) => g.gamesPlayed >= 2);
  const top = <T,>(rows: T[], by: (row: T) => number) => [...rows].sort((a, b) => by(b) - by(a))[0];
  const found: Leader[] = [];
  const add = (
    label: string,
    row: (typeof skaters)[number] | undefined,
    value: (r: (typeof skaters)[number]) => string,
  ) =>
    row &&
    found.push({
      playerId: row.playerId,
      label,
      name: `${row.firstName} ${row.lastName}`,
      team: row.teamName,
      value: value(row),
    });
  add(
    'Points',
    top(skaters, (s) => s.points),
    (s) => `${s.points} P`,
  );
  add(
    'Goals',
    top(skaters, (s) => s.goals),
    (s) => `${s.goals} G`,
  );
  add(
    'Assists',
    top(skaters, (s) => s.assists),
    (s) => `${s.assists} A`,
  );
  const goalie = top(goalies, (g) => g.wins * 1000 + g.savePercentage);
  if (goalie)
    found.push({
      playerId: goalie.playerId,
      label: 'Wins',
      name: `${goalie.firstName} ${goalie.lastName}`,
      team: goalie.teamName,
      value: `${goalie.wins} W · ${formatSavePercentage(goalie.savePercentage, goalie.shotsAgainst)} · ${formatGaa(goalie.gaa)}`,
    });
  return found;
}

export function TopPerformers({
  query,
  leagueId,
}: {
  query: UseQueryResult<LeagueStatsResponse>;
  leagueId: number;
}) {
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
          const list = query.data ? leaders(query.data) : [];
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
