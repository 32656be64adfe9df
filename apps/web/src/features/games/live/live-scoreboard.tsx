import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { periodLabel } from '../shared/play-labels';
import type { Snapshot } from './playback';

interface Props {
  snapshot: Snapshot;
  home: string;
  away: string;
  shootoutPeriod: number | null;
  finished: boolean;
}

/** Score, shots and clock as of the events shown so far (SPEC §4). */
export function LiveScoreboard({ snapshot, home, away, shootoutPeriod, finished }: Props) {
  const pp = snapshot.powerPlay;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Side name={home} label="Home" score={snapshot.homeScore} shots={snapshot.homeShots} />
        <Stack gap={4} align="center" style={{ flexShrink: 0 }} aria-live="polite">
          <Badge color={finished ? 'navy' : 'goal'} variant="filled">
            {finished ? 'Final' : periodLabel(snapshot.period, shootoutPeriod)}
          </Badge>
          <Text ff="monospace" fw={700} aria-label="Game clock">
            {snapshot.time.slice(0, 5)}
          </Text>
          {pp && !finished && (
            <Badge
              color="green"
              variant="light"
              aria-label={`Power play ${pp.team === 'home' ? home : away} ${pp.label}`}
            >
              PP {pp.team === 'home' ? 'Home' : 'Away'} {pp.label}
            </Badge>
          )}
        </Stack>
        <Side name={away} label="Away" score={snapshot.awayScore} shots={snapshot.awayShots} right />
      </Group>
    </Paper>
  );
}

function Side({
  name,
  label,
  score,
  shots,
  right = false,
}: {
  name: string;
  label: string;
  score: number;
  shots: number;
  right?: boolean;
}) {
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      style={{ flex: 1, minWidth: 0, flexDirection: right ? 'row-reverse' : 'row' }}
    >
      <Text fz={{ base: 30, sm: 44 }} fw={800} lh={1} aria-label={`${name} score`}>
        {score}
      </Text>
      <Stack gap={0} style={{ minWidth: 0 }} align={right ? 'flex-end' : 'flex-start'}>
        <Text fw={700} size="sm" lineClamp={2} ta={right ? 'right' : 'left'}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {label} · SOG {shots}
        </Text>
      </Stack>
    </Group>
  );
}
