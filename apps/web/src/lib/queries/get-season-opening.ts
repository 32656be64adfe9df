import { seasonOpeningSchema, type SeasonOpening } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';

/**
 * GET /league/{leagueId}/season/opening: whether the active season's regular season may start, and the GM
 * teams below the floor that hold it (docs/decisions/076).
 */
export function getSeasonOpening(leagueId: number): Promise<SeasonOpening> {
  return apiRequest(`/league/${leagueId}/season/opening`, { schema: seasonOpeningSchema });
}

/** Under the league's key: an advance's end, a signing or a trade that refreshes the league refreshes it. */
export const seasonOpeningQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'season-opening'],
    queryFn: () => getSeasonOpening(leagueId),
    enabled: leagueId > 0,
  });

export function useSeasonOpening(leagueId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...seasonOpeningQueryOptions(leagueId), enabled: enabled && leagueId > 0 });
}
