import { deskResponseSchema, fixLineupResponseSchema, leagueParamsSchema } from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import * as desk from './service';

export const deskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/desk',
    {
      schema: {
        tags: ['desk'],
        summary:
          "The GM's desk: his next game with the lineup's readiness, what needs attention, the last five results, leaders and rank",
        params: leagueParamsSchema,
        response: { 200: deskResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => desk.getDesk(ctx, request.params.id, request.userId),
  );

  app.post(
    '/league/:id/desk/fix-lineup',
    {
      schema: {
        tags: ['desk'],
        summary:
          "Replace only the lineup's hurt, unavailable, doubled or empty places for the next game with the best fit players",
        params: leagueParamsSchema,
        response: { 200: fixLineupResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => desk.fixLineup(ctx, request.params.id, request.userId),
  );
};
