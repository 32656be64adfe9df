import {
  tradeSettingsResponseSchema,
  type TradeSettings,
  type TradeSettingsResponse,
} from '@rinkside/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';

const url = (leagueId: number) => `/league/${leagueId}/trade-settings`;

/** GET /league/{leagueId}/trade-settings: the league's trade rules and this season's deadline. */
export function getTradeSettings(leagueId: number): Promise<TradeSettingsResponse> {
  return apiRequest(url(leagueId), { schema: tradeSettingsResponseSchema });
}

export const tradeSettingsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'trade-settings'],
    queryFn: () => getTradeSettings(leagueId),
    enabled: leagueId > 0,
  });

export function useTradeSettings(leagueId: number) {
  return useQuery(tradeSettingsQueryOptions(leagueId));
}

/** PUT (a new set) or DELETE (back to the defaults) /league/{leagueId}/trade-settings, commissioner only. */
export function saveTradeSettings(leagueId: number, settings: TradeSettings | null) {
  return apiRequest(url(leagueId), {
    method: settings === null ? 'DELETE' : 'PUT',
    ...(settings === null ? {} : { body: settings }),
    schema: tradeSettingsResponseSchema,
  });
}

export function useSaveTradeSettings(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TradeSettings | null) => saveTradeSettings(leagueId, settings),
    onSuccess: (saved) => queryClient.setQueryData(tradeSettingsQueryOptions(leagueId).queryKey, saved),
  });
}
