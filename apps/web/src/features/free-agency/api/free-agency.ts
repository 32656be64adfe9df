import {
  contractOfferSchema,
  contractOffersResponseSchema,
  freeAgentsResponseSchema,
  type ContractOffer,
  type ContractOfferRequest,
  type ContractOffersResponse,
  type FreeAgentsResponse,
} from '@rinkside/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/free-agents: the free agents with their asks, the stage and the viewer's cap space. */
export function getFreeAgents(leagueId: number): Promise<FreeAgentsResponse> {
  return apiRequest(`/league/${leagueId}/free-agents`, { schema: freeAgentsResponseSchema });
}

export const freeAgentsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'free-agents'],
    queryFn: () => getFreeAgents(leagueId),
    enabled: leagueId > 0,
    // Offers are decided on the league's clock: look again each minute while the page is open.
    refetchInterval: 60_000,
  });

export function useFreeAgents(leagueId: number) {
  return useQuery(freeAgentsQueryOptions(leagueId));
}

/** GET /league/{leagueId}/contract-offers: the viewer's team's offers (every team's for the commissioner). */
export function getContractOffers(leagueId: number): Promise<ContractOffersResponse> {
  return apiRequest(`/league/${leagueId}/contract-offers`, { schema: contractOffersResponseSchema });
}

export const contractOffersQueryOptions = (leagueId: number, enabled: boolean) =>
  queryOptions({
    queryKey: ['league', leagueId, 'free-agents', 'offers'],
    queryFn: () => getContractOffers(leagueId),
    enabled: leagueId > 0 && enabled,
    refetchInterval: 60_000,
  });

export function useContractOffers(leagueId: number, enabled: boolean) {
  return useQuery(contractOffersQueryOptions(leagueId, enabled));
}

/** Signing changes the free agents, the offers, the team's cap sheet and roster, and the log. */
function useRefreshAfterOffer(leagueId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'free-agents'] }),
      queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'team'] }),
      queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'transactions'] }),
    ]);
}

/** POST /league/{leagueId}/contract-offers. */
export function makeContractOffer(leagueId: number, offer: ContractOfferRequest): Promise<ContractOffer> {
  return apiRequest(`/league/${leagueId}/contract-offers`, {
    method: 'POST',
    body: offer,
    schema: contractOfferSchema,
  });
}

export function useMakeContractOffer(leagueId: number) {
  const refresh = useRefreshAfterOffer(leagueId);
  return useMutation({
    mutationFn: (offer: ContractOfferRequest) => makeContractOffer(leagueId, offer),
    onSuccess: refresh,
  });
}

/** DELETE /league/{leagueId}/contract-offers/{offerId}. */
export function withdrawContractOffer(leagueId: number, offerId: number): Promise<ContractOffer> {
  return apiRequest(`/league/${leagueId}/contract-offers/${offerId}`, {
    method: 'DELETE',
    schema: contractOfferSchema,
  });
}

export function useWithdrawContractOffer(leagueId: number) {
  const refresh = useRefreshAfterOffer(leagueId);
  return useMutation({
    mutationFn: (offerId: number) => withdrawContractOffer(leagueId, offerId),
    onSuccess: refresh,
  });
}
