import { draftProspectsResponseSchema, type DraftProspectsResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { draftKey } from './get-draft';

/** GET /league/{leagueId}/draft/prospects: the class as the scouts see it (never the true potential). */
export function getDraftProspects(leagueId: number): Promise<DraftProspectsResponse> {
  return apiRequest(`/league/${leagueId}/draft/prospects`, { schema: draftProspectsResponseSchema });
}

export const draftProspectsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: [...draftKey(leagueId), 'prospects'],
    queryFn: () => getDraftProspects(leagueId),
    enabled: leagueId > 0,
  });

export function useDraftProspects(leagueId: number) {
  return useQuery(draftProspectsQueryOptions(leagueId));
}
