import { Box, Stack, Text } from '@mantine/core';

/** Home, the middle, away: the sides share what the middle leaves. */
export const SCOREBOARD_COLUMNS = 'minmax(0, 1fr) auto minmax(0, 1fr)';

interface TeamScoreProps {
  name: string;
  side: string;
  score: number;
  shots: number;
  right?: boolean;
}

/** A team's side of a scoreboard: the score on the outside, the name towards the middle. */
export function TeamScore({ name, side, score, shots, right = false }: TeamScoreProps) {
  return (
    <Box
      style={{
        display: 'flex',
        gap: 10,
        alignItems: 'center',
        minWidth: 0,
        flexDirection: right ? 'row-reverse' : 'row',
      }}
    >
      <Text fz={{ base: 28, sm: 40 }} fw={800} lh={1} aria-label={`${name} score`}>
        {score}
      </Text>
      <Stack gap={0} style={{ minWidth: 0 }} align={right ? 'flex-end' : 'flex-start'}>
        <Text
          fw={700}
          ta={right ? 'right' : 'left'}
          fz={{ base: 'xs', sm: 'sm' }}
          style={{ overflowWrap: 'break-word', hyphens: 'auto' }}
          lh={1.25}
          lang="en"
        >
          {name}
        </Text>
        <Text size="xs" c="dimmed" ta={right ? 'right' : 'left'}>
          {side} · SOG {shots}
        </Text>
      </Stack>
    </Box>
  );
}
