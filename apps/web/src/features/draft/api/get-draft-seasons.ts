import { draftSeasonsResponseSchema, type DraftSeasonsResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { draftKey } from './get-draft';

/** GET /league/{leagueId}/draft/seasons: the seasons whose draft and lottery can be browsed, newest first. */
export function getDraftSeasons(leagueId: number): Promise<DraftSeasonsResponse> {
  return apiRequest(`/league/${leagueId}/draft/seasons`, { schema: draftSeasonsResponseSchema });
}

export const draftSeasonsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: [...draftKey(leagueId), 'seasons'],
    queryFn: () => getDraftSeasons(leagueId),
    enabled: leagueId > 0,
  });

export function useDraftSeasons(leagueId: number) {
  return useQuery(draftSeasonsQueryOptions(leagueId));
}
