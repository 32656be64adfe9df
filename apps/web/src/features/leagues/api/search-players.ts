import { playerSearchResponseSchema, type PlayerSearchResult } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/players/search?q=: the league's players by name (two letters at least). */
export function searchPlayers(leagueId: number, text: string): Promise<PlayerSearchResult[]> {
  return apiRequest(`/league/${leagueId}/players/search?q=${encodeURIComponent(text)}`, {
    schema: playerSearchResponseSchema,
  });
}

export const searchPlayersQueryOptions = (leagueId: number, text: string) =>
  queryOptions({
    queryKey: ['league', leagueId, 'players', 'search', text],
    queryFn: () => searchPlayers(leagueId, text),
    enabled: leagueId > 0 && text.trim().length >= 2,
    staleTime: 30_000,
  });

export function useSearchPlayers(leagueId: number, text: string) {
  return useQuery(searchPlayersQueryOptions(leagueId, text));
}
