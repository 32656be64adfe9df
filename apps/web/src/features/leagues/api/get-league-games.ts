import { gameListItemSchema, type GameListItem } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { leaguePaths } from '../../../lib/league-paths';

const gamesSchema = gameListItemSchema.array();

/** GET /simulation/league/{id}/games: the active season's games, or one team's. */
export function getLeagueGames(leagueId: number, teamId?: number): Promise<GameListItem[]> {
  return apiRequest(leaguePaths.games(leagueId, teamId), { schema: gamesSchema });
}

export const leagueGamesQueryOptions = (leagueId: number, teamId?: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'games', teamId ?? 'all'],
    queryFn: () => getLeagueGames(leagueId, teamId),
    enabled: leagueId > 0,
  });

export function useLeagueGames(leagueId: number, teamId?: number) {
  return useQuery(leagueGamesQueryOptions(leagueId, teamId));
}
