import { Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { generateScheduleRequestSchema } from '@rinkside/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useGenerateSchedule } from '../api/generate-schedule';
import { SectionCard } from '../components/section-card';

// An NHL season: 82 games for each of 32 teams.
const DEFAULT_GAMES = 82;

// The season of the league's start year: early October to mid April.
const seasonDates = (startYear: number) => ({
  startDate: `${startYear}-10-07`,
  endDate: `${startYear + 1}-04-16`,
});

interface ScheduleGeneratorProps {
  leagueId: number;
  teamCount: number;
  startYear: number;
}

export function ScheduleGenerator({ leagueId, teamCount, startYear }: ScheduleGeneratorProps) {
  const generate = useGenerateSchedule(leagueId);
  const [gamesPerTeam, setGamesPerTeam] = useState<number | string>(DEFAULT_GAMES);
  const [dates, setDates] = useState(() => seasonDates(startYear));
  const parsed = generateScheduleRequestSchema.safeParse({ gamesPerTeam: Number(gamesPerTeam), ...dates });
  const orderError = dates.startDate && dates.endDate && dates.endDate < dates.startDate;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || orderError) return;
    generate.mutate(parsed.data, {
      onSuccess: ({ created }) => notifySuccess(`Schedule generated: ${created} games.`),
      onError: (error) =>
        notifyError(errorMessage(error, 'Failed to generate the schedule.'), 'Schedule not generated'),
    });
  };

  return (
    <SectionCard title="Generate schedule">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            A balanced regular season for the {teamCount} teams of the active season.
          </Text>
          <NumberInput
            label="Games per team"
            min={1}
            max={100}
            allowDecimal={false}
            value={gamesPerTeam}
            onChange={setGamesPerTeam}
            maw={200}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="date"
              label="Start date"
              value={dates.startDate}
              onChange={(e) => setDates({ ...dates, startDate: e.currentTarget.value })}
              required
            />
            <TextInput
              type="date"
              label="End date"
              value={dates.endDate}
              onChange={(e) => setDates({ ...dates, endDate: e.currentTarget.value })}
              error={orderError ? 'The end date must not be before the start date' : undefined}
              required
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={generate.isPending} disabled={!parsed.success || !!orderError}>
              Generate schedule
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
