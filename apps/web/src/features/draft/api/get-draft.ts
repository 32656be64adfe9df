import { draftResponseSchema, type DraftResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** Every draft query of a league starts with this key; the league's 'draft' live event refreshes them all. */
export const draftKey = (leagueId: number) => ['draft', leagueId] as const;

/** While picks are being made, the room reads the draft again this often in case a live event is missed. */
export const RUNNING_REFETCH_MS = 10_000;

/**
 * GET /league/{leagueId}/draft: the order, the lottery, the pick on the clock and what the viewer may do;
 * the active season's draft, or an earlier season's (`seasonId`, e.g. from a news item).
 */
export function getDraft(leagueId: number, seasonId?: number): Promise<DraftResponse> {
  const query = seasonId === undefined ? '' : `?seasonId=${String(seasonId)}`;
  return apiRequest(`/league/${leagueId}/draft${query}`, { schema: draftResponseSchema });
}

export const draftQueryOptions = (leagueId: number, seasonId?: number) =>
  queryOptions({
    queryKey: [...draftKey(leagueId), 'room', seasonId ?? 'current'],
    queryFn: () => getDraft(leagueId, seasonId),
    enabled: leagueId > 0,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUNNING_REFETCH_MS : false),
  });

export function useDraft(leagueId: number, seasonId?: number) {
  return useQuery(draftQueryOptions(leagueId, seasonId));
}
