import { Badge, Box, Paper, Stack, Text } from '@mantine/core';
import { periodLabel } from '../shared/play-labels';
import { SCOREBOARD_COLUMNS, TeamScore } from '../shared/team-score';
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
      <Box style={{ display: 'grid', gridTemplateColumns: SCOREBOARD_COLUMNS, gap: 8, alignItems: 'center' }}>
        <TeamScore name={home} side="Home" score={snapshot.homeScore} shots={snapshot.homeShots} />
        <Stack gap={4} align="center">
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
        <TeamScore name={away} side="Away" score={snapshot.awayScore} shots={snapshot.awayShots} right />
      </Box>
    </Paper>
  );
}
