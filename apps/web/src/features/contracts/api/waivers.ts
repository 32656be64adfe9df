import { waiverSchema, waiversResponseSchema, type Waiver, type WaiversResponse } from '@rinkside/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/waivers: the open waiver wire. */
export function getWaivers(leagueId: number): Promise<WaiversResponse> {
  return apiRequest(`/league/${leagueId}/waivers`, { schema: waiversResponseSchema });
}

export const waiversQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'waivers'],
    queryFn: () => getWaivers(leagueId),
    enabled: leagueId > 0,
    // Waivers end on the league's clock: look again each minute while the page is open.
    refetchInterval: 60_000,
  });

export function useWaivers(leagueId: number) {
  return useQuery(waiversQueryOptions(leagueId));
}

/** POST /league/{leagueId}/waivers/{waiverId}/claim: the GM's team claims him. */
export function claimWaiver(leagueId: number, waiverId: number): Promise<Waiver> {
  return apiRequest(`/league/${leagueId}/waivers/${waiverId}/claim`, {
    method: 'POST',
    schema: waiverSchema,
  });
}

export function useClaimWaiver(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (waiverId: number) => claimWaiver(leagueId, waiverId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waiversQueryOptions(leagueId).queryKey }),
  });
}
