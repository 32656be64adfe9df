import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type GenerateScheduleRequest,
  type LeagueClock,
  type ScheduleGamesDue,
  generateScheduleRequestSchema,
  scheduleDates,
} from '@rinkside/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLeagueClock } from '../../../lib/queries/get-league-clock';
import { gamesDueAtOnceOf, useGenerateSchedule } from '../api/generate-schedule';
import { QueryBody, SectionCard } from '../components/section-card';
import { longDay } from './season/season-words';

// An NHL season: 82 games for each of 32 teams.
const DEFAULT_GAMES = 82;

const gamesWord = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;

interface ScheduleGeneratorProps {
  leagueId: number;
  teamCount: number;
}

/** Commissioner Tools' Generate schedule card: its dates start from the league day (docs/decisions/080). */
export function ScheduleGenerator({ leagueId, teamCount }: ScheduleGeneratorProps) {
  const clock = useLeagueClock(leagueId);
  return (
    <SectionCard title="Generate schedule">
      <QueryBody query={clock} errorTitle="Failed to load the league clock">
        {() =>
          // A new league day (after an advance) brings new defaults.
          clock.data && (
            <ScheduleForm
              key={clock.data.date}
              leagueId={leagueId}
              teamCount={teamCount}
              clock={clock.data}
            />
          )
        }
      </QueryBody>
    </SectionCard>
  );
}

function ScheduleForm({ leagueId, teamCount, clock }: ScheduleGeneratorProps & { clock: LeagueClock }) {
  const generate = useGenerateSchedule(leagueId);
  const [gamesPerTeam, setGamesPerTeam] = useState<number | string>(DEFAULT_GAMES);
  const [dates, setDates] = useState(() =>
    scheduleDates(
      {},
      {
        leagueDay: clock.date,
        seasonStartDate: clock.seasonStartDate,
        seasonEndDate: clock.seasonEndDate,
      },
    ),
  );
  // The server's count of games the schedule asked for would play at once, until the commissioner decides.
  const [due, setDue] = useState<{
    games: Required<ScheduleGamesDue>;
    request: GenerateScheduleRequest;
  } | null>(null);
  const parsed = generateScheduleRequestSchema.safeParse({ gamesPerTeam: Number(gamesPerTeam), ...dates });
  const orderError = dates.startDate && dates.endDate && dates.endDate < dates.startDate;

  const send = (request: GenerateScheduleRequest) =>
    generate.mutate(request, {
      onSuccess: ({ created }) => {
        setDue(null);
        notifySuccess(`Schedule generated: ${created} games.`);
      },
      onError: (error) => {
        const games = gamesDueAtOnceOf(error);
        if (games) return setDue({ games, request });
        notifyError(errorMessage(error, 'Failed to generate the schedule.'), 'Schedule not generated');
      },
    });
  const edit = (next: Partial<typeof dates>) => {
    setDue(null);
    setDates({ ...dates, ...next });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || orderError) return;
    send({ gamesPerTeam: parsed.data.gamesPerTeam, startDate: dates.startDate, endDate: dates.endDate });
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A balanced regular season for the {teamCount} teams of the active season. It starts the day after
          the league day ({longDay(clock.date)}) unless you choose another start.
        </Text>
        <NumberInput
          label="Games per team"
          min={1}
          max={100}
          allowDecimal={false}
          value={gamesPerTeam}
          onChange={(value) => {
            setDue(null);
            setGamesPerTeam(value);
          }}
          maw={200}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label="Start date"
            value={dates.startDate}
            onChange={(e) => edit({ startDate: e.currentTarget.value })}
            required
          />
          <TextInput
            type="date"
            label="End date"
            value={dates.endDate}
            onChange={(e) => edit({ endDate: e.currentTarget.value })}
            error={orderError ? 'The end date must not be before the start date' : undefined}
            required
          />
        </SimpleGrid>
        {due ? (
          <Alert color="yellow" title="Games in the past" role="alert">
            <Stack gap="sm">
              <Text size="sm">
                {gamesWord(due.games.gamesDueAtOnce)} would be played at once as soon as the schedule is
                saved: start on or after {longDay(due.games.startOnOrAfter)}, or confirm to play them now.
              </Text>
              <Group gap="sm">
                <Button
                  color="yellow"
                  loading={generate.isPending}
                  onClick={() => send({ ...due.request, playPastGames: true })}
                >
                  Play {gamesWord(due.games.gamesDueAtOnce)} now
                </Button>
                <Button
                  variant="default"
                  disabled={generate.isPending}
                  onClick={() => edit({ startDate: due.games.startOnOrAfter })}
                >
                  Start on {longDay(due.games.startOnOrAfter)} instead
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group>
            <Button type="submit" loading={generate.isPending} disabled={!parsed.success || !!orderError}>
              Generate schedule
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
