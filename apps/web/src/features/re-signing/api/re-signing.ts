import {
  reSigningOfferResponseSchema,
  reSigningPlayerSchema,
  reSigningResponseSchema,
  type ReSigningOfferRequest,
  type ReSigningOfferResponse,
  type ReSigningPlayer,
  type ReSigningResponse,
} from '@rinkside/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/team/{teamId}/re-signing: the players whose contracts end this season. */
export function getReSigning(leagueId: number, teamId: number): Promise<ReSigningResponse> {
  return apiRequest(`/league/${leagueId}/team/${teamId}/re-signing`, { schema: reSigningResponseSchema });
}

/** Under the team's key: whatever refreshes the team (a roster move) refreshes the list. */
export const reSigningQueryOptions = (leagueId: number, teamId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'team', teamId, 're-signing'],
    queryFn: () => getReSigning(leagueId, teamId),
    enabled: leagueId > 0 && teamId > 0,
  });

export function useReSigning(leagueId: number, teamId: number) {
  return useQuery(reSigningQueryOptions(leagueId, teamId));
}

/** The team's cap sheet, its list and the league's log all change with a signing or a tender. */
function useRefresh(leagueId: number, teamId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'team', teamId] }),
      queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'transactions'] }),
    ]);
}

/** POST /league/{leagueId}/team/{teamId}/re-signing: one offer, answered at once. */
export function useReSigningOffer(leagueId: number, teamId: number) {
  const refresh = useRefresh(leagueId, teamId);
  return useMutation({
    mutationFn: (offer: ReSigningOfferRequest): Promise<ReSigningOfferResponse> =>
      apiRequest(`/league/${leagueId}/team/${teamId}/re-signing`, {
        method: 'POST',
        body: offer,
        schema: reSigningOfferResponseSchema,
      }),
    onSuccess: refresh,
  });
}

/** POST /league/{leagueId}/team/{teamId}/qualifying-offers: tenders a restricted player's qualifying offer. */
export function useQualifyingOffer(leagueId: number, teamId: number) {
  const refresh = useRefresh(leagueId, teamId);
  return useMutation({
    mutationFn: (playerId: number): Promise<ReSigningPlayer> =>
      apiRequest(`/league/${leagueId}/team/${teamId}/qualifying-offers`, {
        method: 'POST',
        body: { playerId },
        schema: reSigningPlayerSchema,
      }),
    onSuccess: refresh,
  });
}
