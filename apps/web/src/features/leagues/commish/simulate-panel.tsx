import { Alert, Button, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useLeagueClock } from '../../../lib/queries/get-league-clock';
import { simulateLeague } from '../api/simulate-league';
import { SectionCard } from '../components/section-card';

interface Run {
  label: string;
  done: number;
  remaining: number;
  running: boolean;
  error: string | null;
}

/** 'Simulate to date' and 'Simulate the rest of the season': one batch per call until none remain. */
export function SimulatePanel({ leagueId }: { leagueId: number }) {
  const queryClient = useQueryClient();
  // The field starts on the league's day (it may be far ahead of the wall clock), until the commissioner picks one.
  const leagueDay = useLeagueClock(leagueId).data?.date ?? '';
  const [picked, setUntil] = useState<string | null>(null);
  const until = picked ?? leagueDay;
  const [run, setRun] = useState<Run | null>(null);
  const stopped = useRef(false);

  const simulate = async (to: string | undefined) => {
    stopped.current = false;
    const label = to ? `Simulating to ${to}` : 'Simulating the rest of the season';
    let done = 0;
    setRun({ label, done, remaining: 0, running: true, error: null });
    try {
      for (;;) {
        const batch = await simulateLeague(leagueId, to);
        done += batch.simulated;
        setRun({ label, done, remaining: batch.remaining, running: batch.remaining > 0, error: null });
        if (batch.remaining === 0 || batch.simulated === 0 || stopped.current) break;
      }
      notifySuccess(`${done} ${done === 1 ? 'game' : 'games'} simulated.`);
    } catch (error) {
      setRun((r) => r && { ...r, running: false, error: errorMessage(error, 'Simulation failed.') });
    } finally {
      setRun((r) => r && { ...r, running: false });
      void queryClient.invalidateQueries({ queryKey: ['league', leagueId] });
    }
  };

  const total = run ? run.done + run.remaining : 0;
  const finished = run !== null && !run.running && run.error === null;
  const percent = total === 0 || !run ? (finished ? 100 : 0) : Math.round((run.done / total) * 100);
  const busy = run?.running ?? false;

  return (
    <SectionCard title="Simulation">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label="Simulate to date"
            value={until}
            onChange={(e) => setUntil(e.currentTarget.value)}
            disabled={busy}
            style={{ flex: '1 1 160px' }}
          />
          <Button onClick={() => void simulate(until)} disabled={busy || !until}>
            Simulate to date
          </Button>
        </Group>
        <Group gap="sm">
          <Button variant="light" onClick={() => void simulate(undefined)} disabled={busy}>
            Simulate the rest of the season
          </Button>
          {busy && (
            <Button variant="subtle" color="gray" onClick={() => (stopped.current = true)}>
              Stop after this batch
            </Button>
          )}
        </Group>
        {run && (
          <Stack gap={4} role="status" aria-live="polite">
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                {run.running ? run.label : run.error ? 'Simulation stopped' : 'Simulation finished'}
              </Text>
              <Text size="sm" c="dimmed">
                {run.done} simulated{run.remaining > 0 ? `, ${run.remaining} remaining` : ''}
              </Text>
            </Group>
            <Progress value={percent} animated={run.running} aria-label="Simulation progress" />
          </Stack>
        )}
        {run?.error && (
          <Alert color="red" title="Failed to simulate">
            {run.error}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
