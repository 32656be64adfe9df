import { LEAGUE_NOT_FOUND } from '@rinkside/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { leagueAccess } from './access';
import { isMembersOnly } from './access-repo';
import { leaguesOfRequest } from './league-params';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'recruitment': a route of a league's recruitment, open to those it recruits (docs/decisions/059). */
    leagueAccess?: 'recruitment';
  }
}

/**
 * A members-only league is read by its members alone (docs/decisions/059): every route about one of its
 * leagues (found from the route's parameters, league-params.ts) answers an outsider 404 "League not
 * found.", as for a league that does not exist, in one place rather than in each service. It runs before
 * the request is validated (a 400 naming a body's fields, the closed-league guard's 409 would each tell an
 * outsider something of the league), on the route's parameters as sent.
 */
export function registerLeagueAccessGuard(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', async (request) => {
    const leagues = await leaguesOfRequest(db, request);
    const membersOnly = await Promise.all(leagues.map((id) => isMembersOnly(db, id)));
    if (!membersOnly.includes(true)) return;
    // Every league route needs a session; the route's own check comes after this hook.
    if (!request.userId) await app.requireUser(request);
    const recruitmentRoute = request.routeOptions.config.leagueAccess === 'recruitment';
    for (const leagueId of leagues) {
      const access = await leagueAccess(db, leagueId, request.userId);
      if (access === 'league' || (access === 'recruitment' && recruitmentRoute)) continue;
      throw notFound(LEAGUE_NOT_FOUND);
    }
  });
}
