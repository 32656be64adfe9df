import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../lib/http';
import { useLeagueTimeZone } from '../../lib/queries/get-league-clock';
import { useDesk } from './api/get-desk';
import { ReadinessBadge } from './components/readiness-badge';
import { formatStart, matchup } from './desk-format';

export interface DeskLeague {
  leagueId: number;
  leagueName: string;
  teamId: number;
  teamName: string;
}

function DeskSummary({ league }: { league: DeskLeague }) {
  const desk = useDesk(league.leagueId);
  const timeZone = useLeagueTimeZone(league.leagueId);
  const game = desk.data?.nextGame;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      aria-label={`${league.teamName} in ${league.leagueName}`}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/league/${league.leagueId}/team/${league.teamId}`}
            fw={700}
            lineClamp={1}
          >
            {league.teamName}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {league.leagueName}
          </Text>
        </div>
        {desk.data && <ReadinessBadge desk={desk.data} />}
      </Group>
      {desk.isPending ? (
        <Skeleton height={14} mt={8} width="70%" aria-label="Loading the next game" />
      ) : desk.isError ? (
        <Text size="sm" c="red.7" mt={4}>
          {errorMessage(desk.error, FETCH_FAILED_MESSAGE)}
        </Text>
      ) : (
        <Text size="sm" mt={4}>
          {game ? `Next: ${matchup(game)} · ${formatStart(game, timeZone)}` : 'No games scheduled'}
        </Text>
      )}
    </Paper>
  );
}

/** The dashboard's desk: one line per league the user is a GM in, next game and readiness, to his team. */
export function DeskSummaries({ leagues }: { leagues: DeskLeague[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="desk-summaries-title">
      <Title order={2} fz="xl" id="desk-summaries-title">
        Your Desk
      </Title>
      {leagues.length === 0 ? (
        <Text c="dimmed" size="sm">
          You run no team yet: the desk shows each team you manage and its next game.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {leagues.map((league) => (
            <DeskSummary key={league.leagueId} league={league} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
