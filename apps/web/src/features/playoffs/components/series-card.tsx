import { Box, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { PlayoffSeries, PlayoffSeriesTeam } from '@rinkside/domain';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TeamLogo } from '../../../components/team-logo';
import { gamesPlayed, seriesScoreText } from '../bracket-layout';
import type { BracketTeams } from './bracket-teams';

interface SeriesCardProps {
  leagueId: number;
  series: PlayoffSeries;
  teams: BracketTeams;
  /** In a bracket column: team names for screen readers only, games by number alone. */
  compact?: boolean;
}

/** One series: both sides with seeds and wins, the score in words, and a link to each of its games. */
export function SeriesCard({ leagueId, series, teams, compact = false }: SeriesCardProps) {
  const high = series.highSeed ? teams.abbreviation(series.highSeed.teamId) : 'TBD';
  const low = series.lowSeed ? teams.abbreviation(series.lowSeed.teamId) : 'TBD';
  const matchup = `${high} vs ${low}`;
  const played = gamesPlayed(series);
  const decided = series.winnerTeamId !== null;

  return (
    <Paper component="article" aria-label={matchup} withBorder radius="md" p="xs" w="100%">
      <Stack gap={4}>
        <SeriesSide
          side={series.highSeed}
          wins={series.wins[0]}
          winnerTeamId={series.winnerTeamId}
          teams={teams}
          compact={compact}
        />
        <SeriesSide
          side={series.lowSeed}
          wins={series.wins[1]}
          winnerTeamId={series.winnerTeamId}
          teams={teams}
          compact={compact}
        />
        <Text size="xs" fw={decided ? 700 : 500} c={decided ? undefined : 'dimmed'} mt={2}>
          {seriesScoreText(series, teams.abbreviation)}
          {series.length > 1 && (
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              · Best of {series.length}
            </Text>
          )}
        </Text>
        {series.gameIds.length > 0 && (
          <Group gap={4} wrap="wrap" aria-label={`Games of ${matchup}`} role="group">
            {series.gameIds.map((gameId, i) => (
              <Button
                key={gameId}
                component={Link}
                to={`/league/${leagueId}/game/viewer?gameId=${gameId}`}
                size="compact-xs"
                variant={i < played ? 'light' : 'subtle'}
                color={i < played ? undefined : 'gray'}
                aria-label={`Game ${i + 1}${i < played ? '' : ' (not played yet)'}, ${matchup}`}
              >
                {compact ? i + 1 : `G${i + 1}`}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

interface SeriesSideProps {
  side: PlayoffSeriesTeam | null;
  wins: number;
  winnerTeamId: number | null;
  teams: BracketTeams;
  compact: boolean;
}

function SeriesSide({ side, wins, winnerTeamId, teams, compact }: SeriesSideProps) {
  if (!side)
    return (
      <Group gap={6} wrap="nowrap" h={28}>
        <Box w={18} />
        <Box
          w={24}
          h={24}
          style={{ borderRadius: '50%', border: '1px dashed var(--mantine-color-dimmed)' }}
        />
        <Text size="sm" c="dimmed">
          TBD
        </Text>
      </Group>
    );
  const team = teams.get(side.teamId);
  const won = winnerTeamId === side.teamId;
  const lost = winnerTeamId !== null && !won;
  return (
    <Group gap={6} wrap="nowrap" h={28}>
      <Text size="xs" c="dimmed" w={18} ta="right">
        <VisuallyHidden component="span">Seed </VisuallyHidden>
        {side.seed}
      </Text>
      {team && (
        // A beaten team's crest fades; its text stays readable (dimmed keeps its contrast).
        <Box style={{ opacity: lost ? 0.45 : 1 }}>
          <TeamLogo
            baseUrl={teams.logoBaseUrl}
            abbreviation={team.abbreviation}
            colors={team.colors}
            size={24}
          />
        </Box>
      )}
      <Text size="sm" fw={won ? 800 : 600} miw={34} c={lost ? 'dimmed' : undefined}>
        {team?.abbreviation ?? `#${side.teamId}`}
      </Text>
      <Text size="xs" c="dimmed" truncate="end" style={{ flex: 1, minWidth: 0 }}>
        {compact ? <VisuallyHidden component="span">{team?.name}</VisuallyHidden> : team?.name}
      </Text>
      {won && (
        <>
          <IconTrophy size={14} aria-hidden color="var(--mantine-color-yellow-filled)" />
          <VisuallyHidden component="span">Series winner</VisuallyHidden>
        </>
      )}
      <Text size="sm" fw={won ? 800 : 500} miw={14} ta="right" c={lost ? 'dimmed' : undefined}>
        {wins}
        <VisuallyHidden component="span">{wins === 1 ? ' win' : ' wins'}</VisuallyHidden>
      </Text>
    </Group>
  );
}
