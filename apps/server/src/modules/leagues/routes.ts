import { userLeaguesResponseSchema } from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';

export const leagueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/league/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['leagues'],
        summary: "The signed-in user's leagues",
        response: { 200: userLeaguesResponseSchema, ...errorResponses(401) },
      },
    },
    // Leagues are not stored yet, so every user has none.
    async () => [],
  );
};
