import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DraftResponse } from '@rinkside/domain';
import { IconClock, IconPlayerPause } from '@tabler/icons-react';
import { clockText, pickWords } from '../draft-words';
import { useCountdown } from './use-countdown';

const LOW_SECONDS = 15;

/** The pick on the clock: the team, the time left counting down (or standing, while paused), its bank. */
export function OnClockCard({ draft, fetchedAt }: { draft: DraftResponse; fetchedAt: number }) {
  const onClock = draft.onClock;
  const paused = draft.status === 'paused';
  const ticking = useCountdown(paused ? null : (onClock?.deadline ?? null), draft.now, fetchedAt);
  if (!onClock) return null;
  const slot = draft.order.find((s) => s.overall === onClock.overall);
  const mine = draft.viewer.teamId !== null && draft.viewer.teamId === onClock.team.id;
  const left = paused ? onClock.secondsLeft : ticking;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      aria-label="On the clock"
      component="section"
      style={mine ? { borderColor: 'var(--mantine-color-green-6)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {paused ? 'Paused: on the clock' : 'On the clock'}
          </Text>
          <Title order={2} fz={{ base: 20, sm: 24 }} data-testid="on-clock-team">
            {onClock.team.name}
          </Title>
          <Text size="sm" c="dimmed">
            {slot ? pickWords(slot.overall, slot.round, slot.pickInRound) : `Pick ${onClock.overall}`}
            {slot && slot.originalTeam.id !== slot.ownerTeam.id ? ` · via ${slot.originalTeam.name}` : ''}
          </Text>
          {mine && (
            <Badge color="green" variant="filled" mt={4}>
              Your pick
            </Badge>
          )}
        </Stack>
        <Stack gap={0} align="flex-end">
          <Group gap={6} wrap="nowrap">
            {paused ? <IconPlayerPause size={22} aria-hidden /> : <IconClock size={22} aria-hidden />}
            <Text
              fz={{ base: 28, sm: 36 }}
              fw={700}
              ff="monospace"
              c={!paused && left !== null && left <= LOW_SECONDS ? 'red' : undefined}
              data-testid="draft-clock"
              aria-label={left === null ? 'No clock' : `${clockText(left)} left${paused ? ', paused' : ''}`}
            >
              {left === null ? 'No clock' : clockText(left)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {paused ? 'The clock stands still until the commissioner resumes.' : 'Time left for this pick'}
          </Text>
          {onClock.bankSecondsLeft !== null && (
            <Text size="xs" c="dimmed">
              Bank left: {clockText(onClock.bankSecondsLeft)}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
