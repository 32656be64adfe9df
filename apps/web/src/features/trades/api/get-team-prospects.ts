import { draftRightsResponseSchema, type DraftRights } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/**
 * GET /league/{leagueId}/team/{teamId}/draft-rights: the team's drafted, unsigned players, which a trade can
 * move (their rights go with their signing deadline). Under the draft's key, as the Prospects view reads it.
 */
export function getTeamProspects(leagueId: number, teamId: number): Promise<DraftRights[]> {
  return apiRequest(`/league/${leagueId}/team/${teamId}/draft-rights`, { schema: draftRightsResponseSchema });
}

export const teamProspectsQueryOptions = (leagueId: number, teamId: number) =>
  queryOptions({
    queryKey: ['draft', leagueId, 'rights', teamId],
    queryFn: () => getTeamProspects(leagueId, teamId),
    enabled: leagueId > 0 && teamId > 0,
  });

export function useTeamProspects(leagueId: number, teamId: number) {
  return useQuery(teamProspectsQueryOptions(leagueId, teamId));
}
