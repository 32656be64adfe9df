import type { FastifyInstance } from 'fastify';
import { leagueOfRoute } from '../../http/league-of-route';
import { ACTIVITY_WRITE_INTERVAL_MS } from './activity-throttle';
import { endAutopilotOf } from './autopilot-end';
import * as repo from './repo';

/**
 * Records a signed-in user's activity in a league (docs/decisions/036) on every successful request to
 * one of its routes: at most one write per user and league every ACTIVITY_WRITE_INTERVAL_MS, and for a
 * change (any method but GET and HEAD) one conditional UPDATE that ends autopilot. Runs before the
 * reply is sent, so the next request sees it; a failure here is logged and never fails the request.
 */
export function registerActivityTracking(app: FastifyInstance) {
  const { ctx } = app;
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.userId === 0 || reply.statusCode >= 400) return payload;
    // A bot reading with its user's token is not the GM at the desk (docs/decisions/088): a Discord bot
    // polling the standings must not hide an absent GM. A token's change is the GM's act, and counts.
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (request.apiTokenId !== null && read) return payload;
    const leagueId = leagueOfRoute(request);
    if (leagueId === null) return payload;
    const seat = { leagueId, userId: request.userId };
    try {
      if (!read) await endAutopilotOf(ctx, seat);
      const now = ctx.now();
      if (ctx.memory.gmActivity.due(seat.userId, leagueId, now.getTime())) {
        const throttledBefore = new Date(now.getTime() - ACTIVITY_WRITE_INTERVAL_MS).toISOString();
        await repo.recordActivity(ctx.database.db, { ...seat, at: now.toISOString(), throttledBefore });
      }
    } catch (error) {
      request.log.error({ err: error }, 'could not record the GM activity');
    }
    return payload;
  });
}
