import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon, Group } from '@mantine/core';
import type { ScheduleResponse } from '@rinkside/domain';
import { IconCalendarEvent, IconTarget, IconUsers, IconUsersGroup, type Icon } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StandingsResponse } from '../../../lib/queries/get-standings';

interface LeagueStatCardsProps {
  teams: number;
  players: number;
  schedule: UseQueryResult<ScheduleResponse>;
  standings: UseQueryResult<StandingsResponse>;
}

/** Teams, players on their rosters, games played of scheduled, and goals: all from stored data. */
export function LeagueStatCards({ teams, players, schedule, standings }: LeagueStatCardsProps) {
  const games = schedule.data?.games;
  const goals = standings.data?.standings.reduce((sum, row) => sum + row.goalsFor, 0);

  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      <StatCard icon={IconUsersGroup} label="Teams" value={teams} color="navy" />
      <StatCard icon={IconUsers} label="Players" hint="on the teams' rosters" value={players} color="ice" />
      <StatCard
        icon={IconCalendarEvent}
        label="Games"
        hint={games ? `${games.filter((g) => g.isSimulated).length} played` : undefined}
        value={games?.length}
        failed={schedule.isError}
        color="grape"
      />
      <StatCard icon={IconTarget} label="Goals" value={goals} failed={standings.isError} color="goal" />
    </SimpleGrid>
  );
}

interface StatCardProps {
  icon: Icon;
  label: string;
  value: number | undefined;
  hint?: string;
  failed?: boolean;
  color: string;
}

function StatCard({ icon: CardIcon, label, value, hint, failed, color }: StatCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          {value === undefined && !failed ? (
            <Skeleton height={28} width={60} mt={6} />
          ) : (
            <Text fz={{ base: 22, sm: 28 }} fw={800} lh={1.2}>
              {failed ? '–' : value?.toLocaleString()}
            </Text>
          )}
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} radius="md" size="lg" visibleFrom="xs">
          <CardIcon size={20} aria-hidden />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
