import {
  contractSettingsResponseSchema,
  type ContractSettings,
  type ContractSettingsResponse,
} from '@rinkside/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';

const url = (leagueId: number) => `/league/${leagueId}/contract-settings`;

/** GET /league/{leagueId}/contract-settings: the league's contract rules, this and next season's cap. */
export function getContractSettings(leagueId: number): Promise<ContractSettingsResponse> {
  return apiRequest(url(leagueId), { schema: contractSettingsResponseSchema });
}

export const contractSettingsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'contract-settings'],
    queryFn: () => getContractSettings(leagueId),
    enabled: leagueId > 0,
  });

export function useContractSettings(leagueId: number) {
  return useQuery(contractSettingsQueryOptions(leagueId));
}

/** PUT (a new set) or DELETE (back to the NHL's) /league/{leagueId}/contract-settings, commissioner only. */
export function saveContractSettings(leagueId: number, settings: ContractSettings | null) {
  return apiRequest(url(leagueId), {
    method: settings === null ? 'DELETE' : 'PUT',
    ...(settings === null ? {} : { body: settings }),
    schema: contractSettingsResponseSchema,
  });
}

export function useSaveContractSettings(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ContractSettings | null) => saveContractSettings(leagueId, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(contractSettingsQueryOptions(leagueId).queryKey, saved);
      // Every cap sheet follows the rules (they live under the league's team keys).
      return queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'team'] });
    },
  });
}
