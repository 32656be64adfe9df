import { tradeDetailSchema, type TradeDetail, type TradeProposalRequest } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /league/{leagueId}/trades: the viewer's team first. */
export function proposeTrade(leagueId: number, proposal: TradeProposalRequest): Promise<TradeDetail> {
  return apiRequest(`/league/${leagueId}/trades`, {
    method: 'POST',
    body: proposal,
    schema: tradeDetailSchema,
  });
}

/** POST /league/{leagueId}/trades/{tradeId}/counter: the countering team first; answers the new trade. */
export function counterTrade(
  leagueId: number,
  tradeId: number,
  proposal: TradeProposalRequest,
): Promise<TradeDetail> {
  return apiRequest(`/league/${leagueId}/trades/${tradeId}/counter`, {
    method: 'POST',
    body: proposal,
    schema: tradeDetailSchema,
  });
}

/** Sends a new proposal, or a counter to `counterTo`; the trades lists refresh. */
export function useSendTrade(leagueId: number, counterTo: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: TradeProposalRequest) =>
      counterTo === null ? proposeTrade(leagueId, proposal) : counterTrade(leagueId, counterTo, proposal),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'trades'] }),
  });
}
