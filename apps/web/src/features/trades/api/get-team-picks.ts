import { draftPicksResponseSchema, type DraftPick } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

// The depth chart's own key: a trade that refreshes the team refreshes this too.
/** GET /team/league/{leagueId}/team/{teamId}/draft-picks: the picks the team owns. */
export function getTeamPicks(leagueId: number, teamId: number): Promise<DraftPick[]> {
  return apiRequest(`/team/league/${leagueId}/team/${teamId}/draft-picks`, {
    schema: draftPicksResponseSchema,
  });
}

export const teamPicksQueryOptions = (leagueId: number, teamId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'team', teamId, 'draft-picks'],
    queryFn: () => getTeamPicks(leagueId, teamId),
    enabled: leagueId > 0 && teamId > 0,
  });

export function useTeamPicks(leagueId: number, teamId: number) {
  return useQuery(teamPicksQueryOptions(leagueId, teamId));
}
