import { lineupSchema, type Lineup } from '@rinkside/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET .../auto-lineup: the engine's best lineup from ratings, shown for review before saving. */
export function getAutoLineup(leagueId: number, teamId: number): Promise<Lineup> {
  return apiRequest(`/user/league/${leagueId}/team/${teamId}/auto-lineup`, { schema: lineupSchema });
}

/** Asked for on demand ('Auto-fill'), never cached: ratings change between games. */
export function useAutoLineup(leagueId: number, teamId: number) {
  return useMutation({ mutationFn: () => getAutoLineup(leagueId, teamId) });
}
