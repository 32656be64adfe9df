import { recordsResponseSchema, type RecordsResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';

export type RecordScope = RecordsResponse['scope'];

/** GET /league/{id}/records?scope=: the league's regular-season records of one scope. */
export function getRecords(leagueId: number, scope: RecordScope): Promise<RecordsResponse> {
  return apiRequest(`/league/${leagueId}/records?scope=${scope}`, { schema: recordsResponseSchema });
}

export const recordsQueryOptions = (leagueId: number, scope: RecordScope) =>
  queryOptions({
    queryKey: ['league', leagueId, 'records', scope],
    queryFn: () => getRecords(leagueId, scope),
    enabled: leagueId > 0,
  });

export function useRecords(leagueId: number, scope: RecordScope) {
  return useQuery(recordsQueryOptions(leagueId, scope));
}
