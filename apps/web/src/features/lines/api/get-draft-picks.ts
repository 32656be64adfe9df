import { draftPicksResponseSchema, type DraftPick } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /team/league/{leagueId}/team/{teamId}/draft-picks: the picks the team owns. */
export function getDraftPicks(leagueId: number, teamId: number): Promise<DraftPick[]> {
  return apiRequest(`/team/league/${leagueId}/team/${teamId}/draft-picks`, {
    schema: draftPicksResponseSchema,
  });
}

export const draftPicksQueryOptions = (leagueId: number, teamId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'team', teamId, 'draft-picks'],
    queryFn: () => getDraftPicks(leagueId, teamId),
    enabled: leagueId > 0 && teamId > 0,
  });

export function useDraftPicks(leagueId: number, teamId: number) {
  return useQuery(draftPicksQueryOptions(leagueId, teamId));
}
