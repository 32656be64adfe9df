import { gameListItemSchema, type GameListItem } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

const userGamesSchema = gameListItemSchema.array();

/** GET /simulation/league/{id}/user-games: the viewer's team's games (all games for the commissioner). */
export function getUserGames(leagueId: number): Promise<GameListItem[]> {
  return apiRequest(`/simulation/league/${leagueId}/user-games`, { schema: userGamesSchema });
}

export const userGamesQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'user-games'],
    queryFn: () => getUserGames(leagueId),
    enabled: leagueId > 0,
  });

export function useUserGames(leagueId: number) {
  return useQuery(userGamesQueryOptions(leagueId));
}
