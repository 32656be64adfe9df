import { draftSettingsResponseSchema, type DraftSettings } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';
import { draftSettingsQueryOptions } from '../../../../../lib/queries/get-draft-settings';

/** PUT (a whole new set) or DELETE (back to the NHL's) /league/{leagueId}/draft-settings, commissioner only. */
export function saveDraftSettings(leagueId: number, settings: DraftSettings | null) {
  return apiRequest(`/league/${leagueId}/draft-settings`, {
    method: settings === null ? 'DELETE' : 'PUT',
    ...(settings === null ? {} : { body: settings }),
    schema: draftSettingsResponseSchema,
  });
}

/** Rounds change the teams' picks and the clock changes the room: both refresh with the settings. */
export function useSaveDraftSettings(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DraftSettings | null) => saveDraftSettings(leagueId, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(draftSettingsQueryOptions(leagueId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['draft', leagueId, 'room'] });
      void queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'team'] });
    },
  });
}
