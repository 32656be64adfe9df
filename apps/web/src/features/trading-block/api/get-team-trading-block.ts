import { teamTradingBlockSchema, type TeamTradingBlock } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/team/{teamId}/trading-block: the team's listed players and what it looks for. */
export function getTeamTradingBlock(leagueId: number, teamId: number): Promise<TeamTradingBlock> {
  return apiRequest(`/league/${leagueId}/team/${teamId}/trading-block`, { schema: teamTradingBlockSchema });
}

export const teamTradingBlockQueryOptions = (leagueId: number, teamId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'team', teamId, 'trading-block'],
    queryFn: () => getTeamTradingBlock(leagueId, teamId),
    enabled: leagueId > 0 && teamId > 0,
  });

export function useTeamTradingBlock(leagueId: number, teamId: number) {
  return useQuery(teamTradingBlockQueryOptions(leagueId, teamId));
}
