import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon, Group } from '@mantine/core';
import { IconCalendarEvent, IconTarget, IconUsers, IconUsersGroup, type Icon } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SeasonProgress, StandingsTop } from './home-queries';

interface LeagueStatCardsProps {
  teams: number;
  players: number;
  schedule: UseQueryResult<SeasonProgress>;
  standings: UseQueryResult<StandingsTop>;
}

/**
 * Teams, players on their rosters, games played of scheduled, and goals: all from stored data, each
 * labelled by what it counts (the games include the playoffs; the goals are the standings' own, of the
 * regular season, a shootout win counting one).
 */
export function LeagueStatCards({ teams, players, schedule, standings }: LeagueStatCardsProps) {
  const season = schedule.data;

  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      <StatCard icon={IconUsersGroup} label="Teams" value={teams} color="navy" />
      <StatCard icon={IconUsers} label="Players" hint="on the teams' rosters" value={players} color="ice" />
      <StatCard
        icon={IconCalendarEvent}
        label="Games"
        hint={
          season
            ? `${count.format(season.played)} played · playoffs included`
            : schedule.isError
              ? undefined
              : null
        }
        value={season?.total}
        failed={schedule.isError}
        color="grape"
      />
      <StatCard
        icon={IconTarget}
        label="Goals"
        hint="regular season · a shootout win counts one"
        value={standings.data?.goals}
        failed={standings.isError}
        color="goal"
      />
    </SimpleGrid>
  );
}

// A blank of one line's height under the skeleton: the card has its final size, and no made-up number.
const LOADING = '\u00a0';
// One formatter for the four cards: toLocaleString() builds a new one on every call.
const count = new Intl.NumberFormat();

interface StatCardProps {
  icon: Icon;
  label: string;
  value: number | undefined;
  /** null: a hint that is still loading. */
  hint?: string | null;
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
          {/* The number and its hint keep their final size while they load: nothing below them moves. */}
          <Skeleton visible={value === undefined && !failed} width="fit-content" miw={48} radius="sm">
            <Text fz={{ base: 22, sm: 28 }} fw={800} lh={1.2}>
              {failed ? '–' : value === undefined ? LOADING : count.format(value)}
            </Text>
          </Skeleton>
          {hint !== undefined && (
            <Skeleton visible={hint === null} width="fit-content" miw={64} radius="sm">
              <Text size="xs" c="dimmed">
                {hint ?? LOADING}
              </Text>
            </Skeleton>
          )}
        </div>
        <ThemeIcon variant="light" color={color} radius="md" size="lg" visibleFrom="xs">
          <CardIcon size={20} aria-hidden />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
