import { Badge, Box, Paper, Stack, Text } from '@mantine/core';
import type { SimulationData } from '@rinkside/domain';
import { formatLeagueDay } from '@rinkside/domain';
import { LeagueTime } from '../../../components/league-time';
import { scoreSuffix } from '../shared/play-labels';
import { SCOREBOARD_COLUMNS, TeamScore } from '../shared/team-score';

interface ScoreHeaderProps {
  data: SimulationData;
  home: string;
  away: string;
  startAt: string | null;
  /** The league's time zone: the date reads as Game Center shows it, wherever the viewer is. */
  timeZone: string;
}

/** SPEC §2: sticky score header with names, scores, shots on goal, date and the OT/SO suffix. */
export function ScoreHeader({ data, home, away, startAt, timeZone }: ScoreHeaderProps) {
  // The start's day and time in the league's zone, as Game Center shows it; a replay without one, its day.
  const date = startAt ? (
    <LeagueTime at={startAt} timeZone={timeZone} style="gameDay" />
  ) : (
    formatLeagueDay(data.date, { withYear: true, weekday: true })
  );
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
      role="region"
      aria-label={`Final score: ${home} ${data.homeScore}, ${away} ${data.awayScore}${suffix ? ` ${suffix}` : ''}`}
    >
      <Box style={{ display: 'grid', gridTemplateColumns: SCOREBOARD_COLUMNS, gap: 8, alignItems: 'center' }}>
        <TeamScore name={home} side="Home" score={data.homeScore} shots={data.statistics.teamA.shots} />
        <Stack gap={2} align="center">
          <Badge color="navy" variant="filled">
            Final{suffix ? ` ${suffix}` : ''}
          </Badge>
          <Text size="xs" c="dimmed" ta="center" visibleFrom="sm">
            {date}
          </Text>
        </Stack>
        <TeamScore name={away} side="Away" score={data.awayScore} shots={data.statistics.teamB.shots} right />
      </Box>
      <Text size="xs" c="dimmed" ta="center" hiddenFrom="sm" mt={6}>
        {date}
      </Text>
    </Paper>
  );
}
