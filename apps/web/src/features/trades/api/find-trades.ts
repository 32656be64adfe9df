import {
  tradeFinderResponseSchema,
  type TradeFinderRequest,
  type TradeFinderResponse,
} from '@rinkside/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/**
 * POST /league/{leagueId}/trades/finder: what would make a trade work (`balance`), or the deals AI teams
 * would take for a player or a need (`offers`).
 */
export function findTrades(leagueId: number, request: TradeFinderRequest): Promise<TradeFinderResponse> {
  return apiRequest(`/league/${leagueId}/trades/finder`, {
    method: 'POST',
    body: request,
    schema: tradeFinderResponseSchema,
  });
}

/** Asked on demand (a button, a form), not kept in the cache: the rosters it reads change with every trade. */
export function useTradeFinder(leagueId: number) {
  return useMutation({ mutationFn: (request: TradeFinderRequest) => findTrades(leagueId, request) });
}
