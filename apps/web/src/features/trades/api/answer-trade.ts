import { tradeDetailSchema, type TradeDetail } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** The answers a trade takes without a new proposal (a counter goes through the builder). */
export type TradeAnswer = 'accept' | 'decline' | 'withdraw' | 'approve' | 'veto' | 'reverse';

/** POST /league/{leagueId}/trades/{tradeId}/{answer}; decline and veto may say why. */
export function answerTrade(
  leagueId: number,
  tradeId: number,
  answer: TradeAnswer,
  reason?: string,
): Promise<TradeDetail> {
  const said = reason?.trim();
  return apiRequest(`/league/${leagueId}/trades/${tradeId}/${answer}`, {
    method: 'POST',
    body: answer === 'decline' || answer === 'veto' ? (said ? { reason: said } : {}) : {},
    schema: tradeDetailSchema,
  });
}

/**
 * An answer moves players and picks when it completes a trade: the trades, the teams (rosters, cap
 * sheets, picks) and the news refresh whether it went through or was refused (the trade changed).
 */
export function useAnswerTrade(leagueId: number, tradeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answer, reason }: { answer: TradeAnswer; reason?: string }) =>
      answerTrade(leagueId, tradeId, answer, reason),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'trades'] }),
        queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'team'] }),
        queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'news'] }),
      ]),
  });
}
