import { leagueTradingBlockSchema, type LeagueTradingBlock } from '@rinkside/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export interface LeagueBlockFilters {
  position: string | null;
  teamId: number | null;
}

/** GET /league/{leagueId}/trading-block?position=&teamId=: every listed player, and what teams look for. */
export function getLeagueTradingBlock(
  leagueId: number,
  filters: LeagueBlockFilters,
): Promise<LeagueTradingBlock> {
  const query = new URLSearchParams();
  if (filters.position) query.set('position', filters.position);
  if (filters.teamId) query.set('teamId', String(filters.teamId));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return apiRequest(`/league/${leagueId}/trading-block${search}`, { schema: leagueTradingBlockSchema });
}

export const leagueTradingBlockQueryOptions = (leagueId: number, filters: LeagueBlockFilters) =>
  queryOptions({
    queryKey: ['league', leagueId, 'trading-block', filters],
    queryFn: () => getLeagueTradingBlock(leagueId, filters),
    enabled: leagueId > 0,
    // A new filter keeps the old list on screen until the new one comes.
    placeholderData: keepPreviousData,
  });

export function useLeagueTradingBlock(leagueId: number, filters: LeagueBlockFilters) {
  return useQuery(leagueTradingBlockQueryOptions(leagueId, filters));
}
