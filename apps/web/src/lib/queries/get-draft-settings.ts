import { draftSettingsResponseSchema, type DraftSettingsResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';

/** GET /league/{leagueId}/draft-settings: the league's draft rules (rounds, lottery, clock, signing window). */
export function getDraftSettings(leagueId: number): Promise<DraftSettingsResponse> {
  return apiRequest(`/league/${leagueId}/draft-settings`, { schema: draftSettingsResponseSchema });
}

// Under the draft's key: a change of the draft settings refreshes the room too.
export const draftSettingsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['draft', leagueId, 'settings'],
    queryFn: () => getDraftSettings(leagueId),
    enabled: leagueId > 0,
  });

export function useDraftSettings(leagueId: number) {
  return useQuery(draftSettingsQueryOptions(leagueId));
}
