import { leagueParamsSchema, seasonOpeningSchema, startBelowFloorRequestSchema } from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { getSeasonOpening, startBelowFloor } from './service';

/** The season's opening: the GM teams below the floor that hold it, and the commissioner's override. */
export const seasonOpeningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/season/opening',
    {
      schema: {
        tags: ['seasons'],
        summary:
          "Whether the active season's regular season may start: the GM teams below the floor that hold it",
        params: leagueParamsSchema,
        response: { 200: seasonOpeningSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getSeasonOpening(ctx, request.params.id),
  );

  app.post(
    '/league/:id/season/start-below-floor',
    {
      schema: {
        tags: ['seasons'],
        summary: 'Start the regular season though GM teams are below the salary floor (commissioner)',
        params: leagueParamsSchema,
        body: startBelowFloorRequestSchema,
        response: { 200: seasonOpeningSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => startBelowFloor(ctx, request.params.id, request.userId, request.body),
  );
};
