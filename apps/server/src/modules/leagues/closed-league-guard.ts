import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conflict } from '../../http/errors';
import { leagueOfRoute } from '../../http/league-of-route';
import { isLeagueClosed } from './repo';

export const LEAGUE_CLOSED =
  'This league is closed: its commissioner left, so it can be read but no longer changed.';

/** The league a change is about: in its route, else (scheduling one game) in its body. */
function leagueOfChange(request: FastifyRequest): number | null {
  const fromRoute = leagueOfRoute(request);
  if (fromRoute !== null) return fromRoute;
  const body = request.body as { leagueId?: unknown } | null | undefined;
  const id = typeof body === 'object' && body !== null ? Number(body.leagueId) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A closed league is read-only (docs/decisions/041): every change to it (any method but GET and HEAD
 * on one of its routes) is refused with 409, in one place rather than in each of its services.
 */
export function registerClosedLeagueGuard(app: FastifyInstance) {
  const { ctx } = app;
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const leagueId = leagueOfChange(request);
    if (leagueId !== null && (await isLeagueClosed(ctx.database.db, leagueId))) throw conflict(LEAGUE_CLOSED);
  });
}
