import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { dayInTimeZone, formatLeagueDay, type ScheduledGame, type TeamSummary } from '@rinkside/domain';
import { IconAlertCircle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../../lib/http';
import { useLeagueClock } from '../../../lib/queries/get-league-clock';
import { useSchedule } from '../../../lib/queries/get-schedule';
import { leagueNow } from '../game-center/league-time';
import { monthWeeks, openingMonth, WEEKDAYS } from './calendar-month';
import classes from './schedule-calendar.module.css';

const ALL_TEAMS = 'all';

interface ScheduleCalendarProps {
  leagueId: number;
  teams: TeamSummary[];
  /** A past season's id; the current season without it. */
  seasonId?: number;
  /** The team whose games show first (the team page's Schedule); every team's without it. */
  teamId?: number | null;
}

/**
 * SPEC §2 Schedule: a Monday-first month calendar with a team filter; each day lists 'away @ home'. It
 * opens on today's month, or on the season's nearest month with games when today is outside the season.
 */
export function ScheduleCalendar({ leagueId, teams, seasonId, teamId }: ScheduleCalendarProps) {
  const schedule = useSchedule(leagueId, seasonId);
  const clock = useLeagueClock(leagueId);
  // Today is the league's day (simulated ahead, it is not the wall clock's), in the league's time zone.
  const leagueDay =
    clock.data && schedule.data
      ? leagueNow(clock.data, new Date()).date
      : schedule.data
        ? dayInTimeZone(new Date(), schedule.data.timeZone)
        : null;
  const [picked, setMonth] = useState<Dayjs | null>(null);
  const month =
    picked ??
    (schedule.data && leagueDay
      ? dayjs(
          `${openingMonth(
            schedule.data.games.map((g) => g.date),
            leagueDay,
          )}-01`,
        )
      : dayjs().startOf('month'));
  const [chosen, setTeam] = useState<string>(teamId != null ? String(teamId) : ALL_TEAMS);
  // A team the league does not have (a stale link) shows every team's games.
  const team =
    chosen !== ALL_TEAMS && teams.length > 0 && !teams.some((t) => String(t.id) === chosen)
      ? ALL_TEAMS
      : chosen;
  const today = leagueDay ? dayjs(leagueDay) : dayjs();
  const weeks = monthWeeks(month, today);

  const byDay = useMemo(() => {
    const map = new Map<string, ScheduledGame[]>();
    for (const game of schedule.data?.games ?? []) {
      if (team !== ALL_TEAMS && String(game.homeTeamId) !== team && String(game.awayTeamId) !== team)
        continue;
      map.set(game.date, [...(map.get(game.date) ?? []), game]);
    }
    return map;
  }, [schedule.data, team]);
  const monthDays = weeks.flat().filter((d) => d.inMonth && byDay.has(d.iso));

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="calendar-title"
    >
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label="Previous month"
            onClick={() => setMonth(month.subtract(1, 'month'))}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Title order={2} fz="lg" id="calendar-title" miw={150} ta="center" aria-live="polite">
            {month.format('MMMM YYYY')}
          </Title>
          <ActionIcon
            variant="default"
            aria-label="Next month"
            onClick={() => setMonth(month.add(1, 'month'))}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          <Button variant="subtle" size="xs" onClick={() => setMonth(today.startOf('month'))}>
            Today
          </Button>
        </Group>
        <Select
          label="Team"
          size="xs"
          w={{ base: '100%', xs: 220 }}
          allowDeselect={false}
          value={team}
          onChange={(value) => setTeam(value ?? ALL_TEAMS)}
          data={[
            { value: ALL_TEAMS, label: 'All Teams' },
            ...teams.map((t) => ({ value: String(t.id), label: t.name })),
          ]}
        />
      </Group>

      {schedule.isPending && <Skeleton height={360} radius="md" aria-label="Loading schedule" />}
      {schedule.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Failed to Load Schedule">
          <Text size="sm">{errorMessage(schedule.error, FETCH_FAILED_MESSAGE)}</Text>
          <Button mt="sm" size="xs" color="red" variant="light" onClick={() => void schedule.refetch()}>
            Try Again
          </Button>
        </Alert>
      )}
      {schedule.isSuccess && (
        <>
          <div className={classes.grid} role="table" aria-labelledby="calendar-title">
            <div role="row" style={{ display: 'contents' }}>
              {WEEKDAYS.map((d) => (
                <div key={d} className={classes.weekday} role="columnheader">
                  {d}
                </div>
              ))}
            </div>
            {weeks.map((week) => (
              <div key={week[0]?.iso} role="row" style={{ display: 'contents' }}>
                {week.map((day) => {
                  const games = byDay.get(day.iso) ?? [];
                  const cls = [classes.cell, !day.inMonth && classes.outside, day.isToday && classes.today]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <div
                      key={day.iso}
                      className={cls}
                      role="cell"
                      aria-current={day.isToday ? 'date' : undefined}
                      aria-label={`${formatLeagueDay(day.iso, { weekday: true })}${games.length ? `, ${games.length} ${games.length === 1 ? 'game' : 'games'}` : ''}`}
                      data-date={day.iso}
                    >
                      <Group justify="space-between" gap={2} wrap="nowrap">
                        <span className={classes.dayNumber}>{day.day}</span>
                        {games.length > 0 && (
                          <Badge size="xs" circle variant="light" hiddenFrom="sm">
                            {games.length}
                          </Badge>
                        )}
                      </Group>
                      <Box component="ul" className={classes.games} visibleFrom="sm">
                        {games.map((g) => (
                          <li key={g.gameId} className={classes.game} title={`${g.away} @ ${g.home}`}>
                            {g.away} @ {g.home}
                          </li>
                        ))}
                      </Box>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          {/* Phones: the month's games as a list under the calendar. */}
          <Stack gap="xs" mt="md" hiddenFrom="sm" aria-label="Games this month">
            {monthDays.length === 0 && (
              <Text size="sm" c="dimmed">
                No games this month.
              </Text>
            )}
            {monthDays.map((day) => (
              <div key={day.iso}>
                <Text size="xs" fw={700} c={day.isToday ? 'ice' : 'dimmed'}>
                  {formatLeagueDay(day.iso, { weekday: true })}
                </Text>
                {(byDay.get(day.iso) ?? []).map((g) => (
                  <Text key={g.gameId} size="sm">
                    {g.away} @ {g.home}
                  </Text>
                ))}
              </div>
            ))}
          </Stack>
          {schedule.data.games.length === 0 && (
            <Text size="sm" c="dimmed" mt="sm">
              No games scheduled yet.
            </Text>
          )}
        </>
      )}
    </Paper>
  );
}
