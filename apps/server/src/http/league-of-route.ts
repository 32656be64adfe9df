import type { FastifyRequest } from 'fastify';

/**
 * The league a request is about: its route's `:leagueId` or, on `/league/:id/...` routes, its `:id`;
 * null for a route about no league.
 */
export function leagueOfRoute(request: FastifyRequest): number | null {
  const url = request.routeOptions.url ?? '';
  if (!url.includes('/league/:')) return null;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const raw = url.includes('/league/:leagueId') ? params.leagueId : params.id;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
