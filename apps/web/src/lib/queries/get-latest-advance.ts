import { type LatestAdvance, type LiveEvent, latestAdvanceSchema } from '@rinkside/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';

/** How often a running advance is read again, beside the live events that tell its progress sooner. */
export const ADVANCE_POLL_MS = 1000;

/** GET /league/{leagueId}/advances/latest: the league's running advance, else its last one. */
export function getLatestAdvance(leagueId: number): Promise<LatestAdvance> {
  return apiRequest(`/league/${leagueId}/advances/latest`, { schema: latestAdvanceSchema });
}

/** Under the league's key; read again every second while the advance runs (docs/decisions/067). */
export const latestAdvanceQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'advances', 'latest'],
    queryFn: () => getLatestAdvance(leagueId),
    enabled: leagueId > 0,
    refetchInterval: (query) => (query.state.data?.advance?.status === 'running' ? ADVANCE_POLL_MS : false),
  });

export function useLatestAdvance(leagueId: number) {
  return useQuery(latestAdvanceQueryOptions(leagueId));
}

/**
 * A live 'advance' event: its progress goes straight into the league's latest advance; once it ends, every
 * page of the league reads again (the games it played changed the schedule, standings, stats, bracket).
 */
export function applyAdvanceEvent(
  queryClient: QueryClient,
  event: Extract<LiveEvent, { type: 'advance' }>,
): Promise<void> {
  const { queryKey } = latestAdvanceQueryOptions(event.leagueId);
  if (event.status !== 'running')
    return queryClient.invalidateQueries({ queryKey: ['league', event.leagueId] });
  queryClient.setQueryData(queryKey, (latest) =>
    latest?.advance?.id === event.advanceId && latest.advance.status === 'running'
      ? { advance: { ...latest.advance, played: Math.max(latest.advance.played, event.played) } }
      : latest,
  );
  return Promise.resolve();
}
