import { simulateResponseSchema } from '@rinkside/domain';
import { apiRequest } from '../../../lib/http';

export type SimulateBatch = ReturnType<typeof simulateResponseSchema.parse>;

/** POST /simulation/league/{leagueId}/simulate: one batch of games up to `until` (or the season's end). */
export function simulateLeague(leagueId: number, until?: string): Promise<SimulateBatch> {
  return apiRequest(`/simulation/league/${leagueId}/simulate`, {
    method: 'POST',
    body: until ? { until } : {},
    schema: simulateResponseSchema,
  });
}
