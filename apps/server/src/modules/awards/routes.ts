import { awardsQuerySchema, awardsResponseSchema, leagueParamsSchema } from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { sendJsonWhenReady } from '../../http/send-json';
import { getAwards } from './service';

/** The season's awards: what the awards page, the player pages and the history read. */
export const awardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/awards',
    {
      schema: {
        tags: ['awards'],
        summary:
          "A season's awards (the active season by default) once its regular season is over; the playoff MVP once it has a champion",
        params: leagueParamsSchema,
        querystring: awardsQuerySchema,
        response: { 200: awardsResponseSchema, ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (request, reply) =>
      sendJsonWhenReady(reply, getAwards(ctx, request.params.id, request.query.seasonId)),
  );
};
