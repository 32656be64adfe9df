import { Anchor, Stack, Text } from '@mantine/core';
import type { GameListItem } from '@rinkside/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLeagueId } from '../../../lib/league-query';
import { useLeagueTimeZone } from '../../../lib/queries/get-league-clock';
import { EmptyText, QueryBody, SectionCard } from '../components/section-card';
import { formatGameDay, resultHeadline } from '../game-results';

/** News: the latest final scores, newest first (the query selects them: useLatestResults). */
export function RecentResults({ query }: { query: UseQueryResult<GameListItem[]> }) {
  const leagueId = useLeagueId();
  const timeZone = useLeagueTimeZone(leagueId);
  return (
    <SectionCard
      title="Latest News"
      action={
        <Anchor component={Link} to={`/league/${leagueId}/game`} size="sm">
          Game Center
        </Anchor>
      }
    >
      <QueryBody query={query} errorTitle="Failed to Load Games">
        {() => {
          const played = query.data ?? [];
          if (played.length === 0)
            return <EmptyText>No games played yet. Results will appear here.</EmptyText>;
          return (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {played.map((game) => (
                <li key={game.gameId}>
                  <Text size="sm" fw={600}>
                    {resultHeadline(game)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {timeZone && `${formatGameDay(game.date, timeZone)} · `}
                    {game.away} at {game.home}
                  </Text>
                </li>
              ))}
            </Stack>
          );
        }}
      </QueryBody>
    </SectionCard>
  );
}
