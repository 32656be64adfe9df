import { draftQueueSchema, type DraftQueue } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { draftKey } from './get-draft';

/** GET /league/{leagueId}/draft/queue: the viewer's team's list of prospects, first choice first (GM only). */
export function getDraftQueue(leagueId: number): Promise<DraftQueue> {
  return apiRequest(`/league/${leagueId}/draft/queue`, { schema: draftQueueSchema });
}

export const draftQueueQueryOptions = (leagueId: number, enabled: boolean) =>
  queryOptions({
    queryKey: [...draftKey(leagueId), 'queue'],
    queryFn: () => getDraftQueue(leagueId),
    enabled: enabled && leagueId > 0,
  });

export function useDraftQueue(leagueId: number, enabled: boolean) {
  return useQuery(draftQueueQueryOptions(leagueId, enabled));
}
