import { hallOfFameResponseSchema, type HallOfFameResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';

/** GET /league/{id}/hall-of-fame: the league's inductees, the latest class first. */
export function getHallOfFame(leagueId: number): Promise<HallOfFameResponse> {
  return apiRequest(`/league/${leagueId}/hall-of-fame`, { schema: hallOfFameResponseSchema });
}

export const hallOfFameQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'hall-of-fame'],
    queryFn: () => getHallOfFame(leagueId),
    enabled: leagueId > 0,
  });

export function useHallOfFame(leagueId: number) {
  return useQuery(hallOfFameQueryOptions(leagueId));
}
