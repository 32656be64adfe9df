import { List, Paper, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { awardsQueryOptions } from '../../../lib/queries/get-awards';
import { useSeasons } from '../../../lib/queries/get-seasons';

/** The awards a player won, season by season (newest first); nothing shows until he has won one. */
export function PlayerAwards({ leagueId, playerId }: { leagueId: number; playerId: number }) {
  const seasons = useSeasons(leagueId);
  // Without the seasons list, the active season's awards alone.
  const seasonIds = seasons.data?.map((s) => s.id) ?? (seasons.isError ? [null] : []);
  const awards = useQueries({ queries: seasonIds.map((id) => awardsQueryOptions(leagueId, id)) });
  const won = awards.flatMap((query) =>
    (query.data?.awards ?? [])
      .filter((award) => award.playerId === playerId)
      .map((award) => ({ ...award, seasonName: query.data?.seasonName ?? '' })),
  );
  if (won.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="player-awards">
      <Title order={2} fz="lg" id="player-awards" mb="xs">
        Awards
      </Title>
      <List spacing={4}>
        {won.map((award) => (
          <List.Item key={`${award.seasonName}-${award.award}`}>
            {award.seasonName} · {award.name} ({award.value})
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
