import { auditPageSchema, type AuditPage } from '@rinkside/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/audit: a page of the league's audit log, newest first (its GMs and commissioners). */
export function getAuditLog(leagueId: number, before: number | null): Promise<AuditPage> {
  const search = before === null ? '' : `?before=${before}`;
  return apiRequest(`/league/${leagueId}/audit${search}`, { schema: auditPageSchema });
}

export const auditLogQueryOptions = (leagueId: number) =>
  infiniteQueryOptions({
    queryKey: ['league', leagueId, 'audit'],
    queryFn: ({ pageParam }) => getAuditLog(leagueId, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    enabled: leagueId > 0,
  });

export function useAuditLog(leagueId: number) {
  return useInfiniteQuery(auditLogQueryOptions(leagueId));
}
