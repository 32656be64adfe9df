import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { SimulationData } from '@rinkside/domain';
import dayjs from 'dayjs';
import { scoreSuffix } from '../shared/play-labels';

interface ScoreHeaderProps {
  data: SimulationData;
  home: string;
  away: string;
  startAt: string | null;
}

/** SPEC §2: sticky score header with names, scores, shots on goal, date and the OT/SO suffix. */
export function ScoreHeader({ data, home, away, startAt }: ScoreHeaderProps) {
  const date = startAt
    ? dayjs(startAt).format('ddd, MMM D, YYYY • HH:mm')
    : dayjs(data.date).format('ddd, MMM D, YYYY');
  const suffix = scoreSuffix(data.decidedIn).trim();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      pos="sticky"
      top={72}
      style={{ zIndex: 5 }}
      shadow="sm"
      aria-label={`Final score: ${home} ${data.homeScore}, ${away} ${data.awayScore}${suffix ? ` ${suffix}` : ''}`}
      role="region"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <TeamScore name={home} side="Home" score={data.homeScore} shots={data.statistics.teamA.shots} />
        <Stack gap={2} align="center" style={{ flexShrink: 0 }}>
          <Badge color="navy" variant="filled">
            Final{suffix ? ` ${suffix}` : ''}
          </Badge>
          <Text size="xs" c="dimmed" ta="center" visibleFrom="xs">
            {date}
          </Text>
        </Stack>
        <TeamScore
          name={away}
          side="Away"
          score={data.awayScore}
          shots={data.statistics.teamB.shots}
          align="right"
        />
      </Group>
      <Text size="xs" c="dimmed" ta="center" hiddenFrom="xs" mt={4}>
        {date}
      </Text>
    </Paper>
  );
}

interface TeamScoreProps {
  name: string;
  side: string;
  score: number;
  shots: number;
  align?: 'left' | 'right';
}

function TeamScore({ name, side, score, shots, align = 'left' }: TeamScoreProps) {
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      justify={align === 'right' ? 'flex-end' : 'flex-start'}
      style={{ flex: 1, minWidth: 0, flexDirection: align === 'right' ? 'row-reverse' : 'row' }}
    >
      <Text fz={{ base: 28, sm: 40 }} fw={800} lh={1}>
        {score}
      </Text>
      <Stack gap={0} style={{ minWidth: 0 }} align={align === 'right' ? 'flex-end' : 'flex-start'}>
        <Text fw={700} lineClamp={2} ta={align} size="sm">
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {side} · SOG {shots}
        </Text>
      </Stack>
    </Group>
  );
}
