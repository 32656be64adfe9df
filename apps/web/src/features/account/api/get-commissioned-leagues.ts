import { type CommissionedLeague, commissionedLeaguesSchema } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /user/commissioned-leagues: the leagues deleting the account would leave without a commissioner. */
export function getCommissionedLeagues(): Promise<CommissionedLeague[]> {
  return apiRequest('/user/commissioned-leagues', { schema: commissionedLeaguesSchema });
}

export const commissionedLeaguesQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'commissioned-leagues'] as const, queryFn: getCommissionedLeagues });

/** Loaded only while the confirmation is open: the GMs must be the ones of now. */
export function useCommissionedLeagues(enabled: boolean) {
  return useQuery({ ...commissionedLeaguesQueryOptions(), enabled, staleTime: 0 });
}
