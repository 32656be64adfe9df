import { leagueImportWarningsResponseSchema, type LeagueImportWarningsResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';

/**
 * GET /league/{leagueId}/import-warnings (commissioner): the file the league was imported from and what
 * that import did not carry (docs/decisions/085); no source for a league made in Rinkside.
 */
export function getImportWarnings(leagueId: number): Promise<LeagueImportWarningsResponse> {
  return apiRequest(`/league/${leagueId}/import-warnings`, { schema: leagueImportWarningsResponseSchema });
}

export const importWarningsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'import-warnings'],
    queryFn: () => getImportWarnings(leagueId),
    enabled: leagueId > 0,
    // Written once, by the import: it never changes afterwards.
    staleTime: Infinity,
  });

export function useImportWarnings(leagueId: number) {
  return useQuery(importWarningsQueryOptions(leagueId));
}
