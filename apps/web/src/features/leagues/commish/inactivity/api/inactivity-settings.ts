import { inactivitySettingsSchema, type InactivitySettings } from '@rinkside/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';

const url = (leagueId: number) => `/league/${leagueId}/settings/inactivity`;

/** GET /league/{leagueId}/settings/inactivity: the nudge, autopilot and vacate-offer days (0: off). */
export function getInactivitySettings(leagueId: number): Promise<InactivitySettings> {
  return apiRequest(url(leagueId), { schema: inactivitySettingsSchema });
}

export const inactivitySettingsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'settings', 'inactivity'],
    queryFn: () => getInactivitySettings(leagueId),
    enabled: leagueId > 0,
  });

export function useInactivitySettings(leagueId: number) {
  return useQuery(inactivitySettingsQueryOptions(leagueId));
}

/** PUT /league/{leagueId}/settings/inactivity (commissioner). */
export function saveInactivitySettings(leagueId: number, settings: InactivitySettings) {
  return apiRequest(url(leagueId), { method: 'PUT', body: settings, schema: inactivitySettingsSchema });
}

export function useSaveInactivitySettings(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: InactivitySettings) => saveInactivitySettings(leagueId, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(inactivitySettingsQueryOptions(leagueId).queryKey, saved);
      // Who may be vacated follows the thresholds.
      return queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'gm-activity'] });
    },
  });
}
