import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { normalizeLineupResponse, type NormalizedLineup } from '../normalize-lineup';

/**
 * GET /user/league/{leagueId}/team/{teamId}/lineup: the stored lineup, in any shape SPEC §3 lists,
 * normalised to the slot map, with whether the viewer may save it.
 */
export async function getLineup(leagueId: number, teamId: number): Promise<NormalizedLineup> {
  const payload = await apiRequest<unknown>(`/user/league/${leagueId}/team/${teamId}/lineup`);
  return normalizeLineupResponse(payload);
}

export const lineupQueryOptions = (leagueId: number, teamId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'team', teamId, 'lineup'],
    queryFn: () => getLineup(leagueId, teamId),
    enabled: leagueId > 0 && teamId > 0,
  });

export function useLineup(leagueId: number, teamId: number) {
  return useQuery(lineupQueryOptions(leagueId, teamId));
}
