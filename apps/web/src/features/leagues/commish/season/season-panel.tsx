import { Alert, Badge, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import {
  addDays,
  type AdvanceJob,
  type AdvanceRequest,
  describeAdvanceTarget,
  type LeagueClock,
  PHASE_LABELS,
} from '@rinkside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../../lib/http';
import { leagueClockQueryOptions, useLeagueClock } from '../../../../lib/queries/get-league-clock';
import { useAdvanceLeague } from '../api/advance-league';
import { useStopAdvance } from '../api/stop-advance';
import { useStartNextSeason } from '../api/start-next-season';
import { useStartPlayoffs } from '../../../../lib/queries/start-playoffs';
import { QueryBody, SectionCard } from '../../components/section-card';
import { AdvanceProgress } from './advance-progress';
import { NextSeasonConfirm } from './next-season-confirm';
import { OpeningHold } from './opening-hold';
import { describeAdvance, describeRollover, longDay, phaseEndLabel } from './season-words';
import { useFollowedAdvance } from './use-followed-advance';

/** What the panel is doing or last did: the progress line, then its result or the server's reason. */
interface Outcome {
  label: string;
  running: boolean;
  result: string | null;
  error: string | null;
}

/** Commissioner Tools' Season panel: the league day and phase, and the controls that move the season on. */
export function SeasonPanel({ leagueId }: { leagueId: number }) {
  const clock = useLeagueClock(leagueId);
  return (
    <SectionCard title="Season">
      <QueryBody query={clock} errorTitle="Failed to load the league clock">
        {() => clock.data && <SeasonControls leagueId={leagueId} clock={clock.data} />}
      </QueryBody>
    </SectionCard>
  );
}

function SeasonControls({ leagueId, clock }: { leagueId: number; clock: LeagueClock }) {
  const queryClient = useQueryClient();
  const advance = useAdvanceLeague(leagueId);
  const playoffs = useStartPlayoffs(leagueId);
  const nextSeason = useStartNextSeason(leagueId);
  const stop = useStopAdvance(leagueId);
  const [targetDate, setTargetDate] = useState(() => addDays(clock.date, 1));
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // An advance plays on behind its request (docs/decisions/067): its end brings the new day and refreshes
  // every page of the league.
  const onEnded = useCallback(
    (ended: AdvanceJob) => {
      const label = `Advancing ${describeAdvanceTarget(ended.request)}`;
      if (ended.status !== 'done' || !ended.result) {
        setOutcome({ label, running: false, result: null, error: ended.error ?? 'The advance stopped.' });
        return;
      }
      const moved = ended.result.clock;
      queryClient.setQueryData(leagueClockQueryOptions(leagueId).queryKey, moved);
      void queryClient.invalidateQueries({ queryKey: ['league', leagueId] });
      // The date field never offers a day the clock has already passed.
      setTargetDate((day) => (day <= moved.date ? addDays(moved.date, 1) : day));
      setOutcome({ label, running: false, result: describeAdvance(ended.result), error: null });
    },
    [leagueId, queryClient],
  );
  const followed = useFollowedAdvance(leagueId, onEnded);
  const busy = (outcome?.running ?? false) || followed.running !== null;

  const run = async (label: string, action: () => Promise<string | null>) => {
    setOutcome({ label, running: true, result: null, error: null });
    try {
      const result = await action();
      setOutcome(result === null ? null : { label, running: false, result, error: null });
    } catch (error) {
      setOutcome({ label, running: false, result: null, error: errorMessage(error, `${label} failed.`) });
    }
  };
  const moveTo = (label: string, request: AdvanceRequest) =>
    run(label, async () => {
      followed.follow((await advance.mutateAsync(request)).id);
      return null;
    });

  // Before the first game the season is in preseason; its end is still the regular season's end.
  const regularOpen =
    (clock.phase === 'preseason' || clock.phase === 'regular') && !clock.regularSeasonComplete;
  const playoffsDue = clock.phase === 'regular' && clock.regularSeasonComplete;
  const inPlayoffs = clock.phase === 'playoffs';

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={600}>League day: {longDay(clock.date)}</Text>
        <Badge variant="light">{PHASE_LABELS[clock.phase]}</Badge>
      </Group>
      {clock.phase === 'preseason' && <OpeningHold leagueId={leagueId} today={clock.date} />}
      <Group gap="sm">
        <Button variant="light" disabled={busy} onClick={() => void moveTo('Advancing a day', { to: 'day' })}>
          Advance a day
        </Button>
        <Button
          variant="light"
          disabled={busy}
          onClick={() => void moveTo('Advancing a week', { to: 'week' })}
        >
          Advance a week
        </Button>
      </Group>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label="Advance to date"
          value={targetDate}
          min={clock.date}
          onChange={(e) => setTargetDate(e.currentTarget.value)}
          disabled={busy}
          style={{ flex: '1 1 160px' }}
        />
        <Button
          variant="light"
          disabled={busy || !targetDate}
          onClick={() => void moveTo(`Advancing to ${targetDate}`, { to: 'date', date: targetDate })}
        >
          To a date
        </Button>
      </Group>
      <Group gap="sm">
        {regularOpen && (
          <Button
            disabled={busy}
            onClick={() => void moveTo('Playing the rest of the regular season', { to: 'regularSeasonEnd' })}
          >
            To the end of the regular season
          </Button>
        )}
        {inPlayoffs && (
          <Button
            disabled={busy}
            onClick={() => void moveTo('Simulating the playoff round', { to: 'round' })}
          >
            Simulate playoff round
          </Button>
        )}
        {(regularOpen || inPlayoffs) && (
          <Button
            variant="light"
            disabled={busy}
            onClick={() => void moveTo(phaseEndLabel(clock), { to: 'phase' })}
          >
            Simulate to end of phase
          </Button>
        )}
        {playoffsDue && (
          <Button
            disabled={busy}
            onClick={() =>
              void run('Starting the playoffs', async () => {
                const bracket = await playoffs.mutateAsync();
                const firstRound = bracket.rounds[0];
                return `The playoffs have begun: ${firstRound?.series.length ?? 0} series in the ${firstRound?.name ?? 'first round'}.`;
              })
            }
          >
            Start the playoffs
          </Button>
        )}
        {clock.phase === 'offseason' && (
          <Button disabled={busy} onClick={() => setConfirming(true)}>
            Start the next season
          </Button>
        )}
      </Group>
      {followed.running ? (
        <Stack gap="xs">
          <AdvanceProgress advance={followed.running} />
          <Group>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              loading={stop.isPending}
              disabled={stop.isSuccess && stop.variables === followed.running.id}
              onClick={() => followed.running && stop.mutate(followed.running.id)}
            >
              {stop.isSuccess && stop.variables === followed.running.id
                ? 'Stopping…'
                : 'Stop after this batch'}
            </Button>
          </Group>
          {stop.isError && (
            <Text size="sm" c="red">
              {errorMessage(stop.error, 'The advance could not be stopped.')}
            </Text>
          )}
        </Stack>
      ) : (
        outcome && <OutcomeLine outcome={outcome} />
      )}
      <NextSeasonConfirm
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run('Starting the next season', async () => describeRollover(await nextSeason.mutateAsync()));
        }}
      />
    </Stack>
  );
}

function OutcomeLine({ outcome }: { outcome: Outcome }) {
  if (outcome.error)
    return (
      <Alert color="red" title={`${outcome.label} failed`}>
        {outcome.error}
      </Alert>
    );
  return (
    <Group gap="xs" role="status" aria-live="polite">
      {outcome.running && <Loader size="xs" aria-hidden />}
      <Text size="sm">{outcome.running ? `${outcome.label}…` : outcome.result}</Text>
    </Group>
  );
}
