import { hallOfFameResponseSchema, leagueParamsSchema } from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { getHallOfFame } from './service';

/** The league's hall of fame: what the Hall of Fame page reads (docs/decisions/089). */
export const hallOfFameRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/hall-of-fame',
    {
      schema: {
        tags: ['stats'],
        summary:
          'Retired players inducted into the hall of fame at a rollover, one full season after they retired, for a career over the bar; the latest class first',
        params: leagueParamsSchema,
        response: { 200: hallOfFameResponseSchema, ...errorResponses(401, 404, 503) },
      },
    },
    async (request) => getHallOfFame(ctx, request.params.id),
  );
};
