import { tradePreviewSchema, type TradePreview, type TradeProposalRequest } from '@rinkside/domain';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /league/{leagueId}/trades/preview: both teams' cap and roster after the trade, and its problems. */
export function previewTrade(
  leagueId: number,
  proposal: TradeProposalRequest,
  signal?: AbortSignal,
): Promise<TradePreview> {
  return apiRequest(`/league/${leagueId}/trades/preview`, {
    method: 'POST',
    body: proposal,
    schema: tradePreviewSchema,
    signal,
  });
}

/** A read, though a POST: keyed by the proposal, so the same selection is asked once. */
export const tradePreviewQueryOptions = (leagueId: number, proposal: TradeProposalRequest | null) =>
  queryOptions({
    queryKey: ['league', leagueId, 'trades', 'preview', proposal],
    queryFn: proposal && leagueId > 0 ? ({ signal }) => previewTrade(leagueId, proposal, signal) : skipToken,
    // The last answer stays on screen while the next is asked, so the panel does not flicker.
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useTradePreview(leagueId: number, proposal: TradeProposalRequest | null) {
  return useQuery(tradePreviewQueryOptions(leagueId, proposal));
}
