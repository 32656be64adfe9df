import {
  leagueNewsPageSchema,
  leagueNewsQuerySchema,
  leagueParamsSchema,
  userNewsSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import * as feed from './service';

export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/feed',
    {
      schema: {
        tags: ['feed'],
        summary:
          "The league's news, newest first, a page at a time: results, transactions, injuries, milestones, phases, awards",
        params: leagueParamsSchema,
        querystring: leagueNewsQuerySchema,
        response: { 200: leagueNewsPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => feed.listLeagueNews(ctx, request.params.id, request.query),
  );

  app.get(
    '/feed',
    {
      schema: {
        tags: ['feed'],
        summary: 'The newest news of every league the caller runs or manages a team in',
        response: { 200: userNewsSchema, ...errorResponses(401) },
      },
    },
    async (request) => feed.listUserNews(ctx, request.userId),
  );
};
