import { gameListItemSchema, type GameListItem } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { seasonKey, seasonQuery } from '../../../lib/queries/season-query';
import { anyInProgress, IN_PROGRESS_REFETCH_MS } from '../game-center/game-status';

const userGamesSchema = gameListItemSchema.array();

/**
 * GET /simulation/league/{id}/user-games: the viewer's team's games (every game for the commissioner) of a
 * season, the active one by default.
 */
export function getUserGames(leagueId: number, seasonId?: number): Promise<GameListItem[]> {
  return apiRequest(`/simulation/league/${leagueId}/user-games${seasonQuery('regular', seasonId)}`, {
    schema: userGamesSchema,
  });
}

export const userGamesQueryOptions = (leagueId: number, seasonId?: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'user-games', ...seasonKey('regular', seasonId)],
    queryFn: () => getUserGames(leagueId, seasonId),
    enabled: leagueId > 0,
  });

/** SPEC §4: fetched again every 15 s while a game past its start time has not been simulated. */
export function useUserGames(leagueId: number, seasonId?: number) {
  return useQuery({
    ...userGamesQueryOptions(leagueId, seasonId),
    refetchInterval: (query) =>
      query.state.data && anyInProgress(query.state.data, new Date()) ? IN_PROGRESS_REFETCH_MS : false,
  });
}
