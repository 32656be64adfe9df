import { draftRightsResponseSchema, type DraftRights } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/team/{teamId}/draft-rights: the team's drafted players not yet signed. */
export function getDraftRights(leagueId: number, teamId: number): Promise<DraftRights[]> {
  return apiRequest(`/league/${leagueId}/team/${teamId}/draft-rights`, { schema: draftRightsResponseSchema });
}

export const draftRightsQueryOptions = (leagueId: number, teamId: number) =>
  queryOptions({
    queryKey: ['draft', leagueId, 'rights', teamId],
    queryFn: () => getDraftRights(leagueId, teamId),
    enabled: leagueId > 0 && teamId > 0,
  });

export function useDraftRights(leagueId: number, teamId: number) {
  return useQuery(draftRightsQueryOptions(leagueId, teamId));
}
