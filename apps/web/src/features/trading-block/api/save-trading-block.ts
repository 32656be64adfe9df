import { teamTradingBlockSchema, type TradingBlockRequest } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { teamTradingBlockQueryOptions } from './get-team-trading-block';

/** PUT /league/{leagueId}/team/{teamId}/trading-block: the whole block and what the team looks for. */
export function saveTradingBlock(leagueId: number, teamId: number, block: TradingBlockRequest) {
  return apiRequest(`/league/${leagueId}/team/${teamId}/trading-block`, {
    method: 'PUT',
    body: block,
    schema: teamTradingBlockSchema,
  });
}

export function useSaveTradingBlock(leagueId: number, teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: TradingBlockRequest) => saveTradingBlock(leagueId, teamId, block),
    onSuccess: (saved) => {
      queryClient.setQueryData(teamTradingBlockQueryOptions(leagueId, teamId).queryKey, saved);
      // The league-wide block lists this team's players too.
      return queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'trading-block'] });
    },
  });
}
