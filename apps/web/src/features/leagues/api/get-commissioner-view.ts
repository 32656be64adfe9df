import { commissionerViewSchema, type CommissionerView } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/commish: teams, GMs, open recruitments and applications (commissioner only). */
export function getCommissionerView(leagueId: number): Promise<CommissionerView> {
  return apiRequest(`/league/${leagueId}/commish`, { schema: commissionerViewSchema });
}

export const commissionerViewQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'commish'],
    queryFn: () => getCommissionerView(leagueId),
    enabled: leagueId > 0,
  });

export function useCommissionerView(leagueId: number) {
  return useQuery(commissionerViewQueryOptions(leagueId));
}
